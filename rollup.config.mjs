/**
 * Builds dist/: loader.js (autoloader), sqs-elements.js (every element), elements/<name>.js (one element each),
 * runtime.js (headless runtime, no React), chunks shared between them — React in exactly one — and
 * styles/tokens.css generated from styles/tokens.ts, and upgrade.js (the page upgrade of platform blocks, beside the
 * autoloader), and ssr.js (the server render for Node) with the per-element stylesheets its output links. Then
 * dist/lite/: the same entries from the same sources with React replaced by preact/compat (docs/lite.md).
 */
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCatalogues } from './scripts/catalogues.mjs';
import { elementEntries, elementFolders, serverElementsModule } from './scripts/element-folders.mjs';
import { leafletRollup } from './scripts/leaflet.mjs';
import { PREACT_FOR_REACT } from './scripts/lite/aliases.mjs';
import { pageEntriesRollup } from './scripts/page-entries.mjs';
import { platformBlocks } from './scripts/platform-blocks.mjs';
import { preUpgradeCss } from './scripts/pre-upgrade.mjs';
import { foldedTokens, loadTokens } from './scripts/tokens.mjs';

// The element folders: the build's entries and the names the autoloader knows (scripts/element-folders.mjs).
const elements = elementFolders();

const PROJECT = `${process.cwd()}${sep}`;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;
const RUNTIME = /[\\/]runtime[\\/]|[\\/]node_modules[\\/]idb-keyval[\\/]/;
// The runtime's feature entries: each its own file, never part of the start-up chunk.
const FEATURES = [
  'images',
  'cart',
  'money',
  'products',
  'checkout',
  'site-user',
  'experiments',
  'clients',
  'validation',
  'owner',
  'contain-focus',
  'tween',
  'resize-emitter',
  'device-views',
  'wait-for',
  'throttle',
  'analytics',
  'editor-broadcast',
];
const FEATURE = new RegExp(`[\\\\/]runtime[\\\\/](${FEATURES.join('|')})\\.ts$`);
const VALIDATION = /[\\/]runtime[\\/]validation\.ts$/;
// The dimensions parser goes with the image loader, which exports it: the elements that read dimensions (image,
// gallery, lightbox) load the loader anyway, and the runtime's start-up never calls it.
const IMAGES = /[\\/]runtime[\\/](images|dimensions)\.ts$/;
// The registry of closable targets: one small chunk the elements that close on Escape and the runtime's owner
// shortcuts share, so neither loads the other's code.
const CLOSABLES = /[\\/]runtime[\\/]closables\.ts$/;
// The site's own dialog messages (the logout confirmation): they go with that dialog, not with every element.
const SITE_MESSAGES = /[\\/]elements[\\/]shared[\\/]messages[\\/]site\.en\.ts$/;
// The store's English (product, cart, checkout, review): it goes with the commerce elements, not with every element.
const COMMERCE_MESSAGES = /[\\/]elements[\\/]shared[\\/]messages[\\/]commerce\.en\.ts$/;
const MAP_SHARED = /[\\/]elements[\\/]map[\\/](?!leaflet-view|google-view)[^\\/]+$/;
// DOMPurify and the sanitizer that wraps it: only the elements that insert owner HTML load them.
const SANITIZER = /[\\/](node_modules[\\/]dompurify|elements[\\/]shared[\\/](sanitize\.ts|SanitizedHtml\.tsx))/;
// The form engine the form and the newsletter share: loaded with them, not with every element.
const FORMS = /[\\/]elements[\\/]shared[\\/]forms[\\/]/;
// The checks and the sender of file uploads: loaded only by forms with a file field.
const UPLOAD = /[\\/]elements[\\/]shared[\\/]forms[\\/](upload|file-size)\.ts$/;
// Shared modules that reach into the runtime: they go with the elements that use them (gallery and lightbox; map and
// forms), so the platform chunk every element loads never imports the runtime's chunk.
const WITH_RUNTIME = /[\\/]elements[\\/]shared[\\/](figures|script-url)\.ts$/;
// The one trusted path for provider scripts, which elements (captcha, maps) and the integrations share.
const PROVIDER_SCRIPTS = /[\\/](elements[\\/]shared[\\/]script-url|runtime[\\/]trusted-script)\.ts$/;
// Runtime modules that start-up imports dynamically, only when the site context calls for them or at idle (the census
// and the performance collector, which the API's calls load first): chunks of their own.
const LAZY = ['integrations', 'login-prompt', 'performance', 'census'];
const LAZY_MODULE = new RegExp(`[\\\\/]runtime[\\\\/](${LAZY.join('|')})\\.ts$`);
// The ICU parser, for a host's catalogue registered as text only (the bundled catalogues are compiled at build time).
const MESSAGE_COMPILER =
  /[\\/](elements[\\/]shared[\\/]messages[\\/]compile\.ts|node_modules[\\/]@formatjs[\\/](icu-messageformat-parser[\\/]index\.js|icu-skeleton-parser))/;
// Every locale but English is one catalogue, a chunk of its own loaded on first use (English ships with its elements).
const LOCALE = /[\\/]elements[\\/]shared[\\/]messages[\\/]((?!en\.)[a-z]{2,3}(?:-[A-Za-z0-9]+)*)\.ts$/;
// Parts of the kit that only a few elements use (and the messages a few elements share: the store's, the tabs'): they go
// with those elements (in a chunk the elements share when more than one uses them), so the platform chunk every element
// loads stays small.
const KIT_FEW =
  /[\\/]elements[\\/]shared[\\/](hooks[\\/](useHover|useInView|useModal|useChunk|useRequest|useProviderScript|useSize|useVisitorChange|useListbox|useOwnerSetting)\.ts|OwnerSetting\.tsx|CloseIcon\.tsx|hydration\.tsx|controller\.ts|box-view\.ts|click-zone\.ts|next-frame\.ts|listbox\.styles\.ts|embed-html\.ts|focus\.ts|load-part\.ts|LoadFailed\.tsx|LoadStatus\.tsx|load-failure\.ts|overlay\.styles\.ts|site-context-of\.ts|server-pictures\.ts|text-field\.styles\.ts|visually-hidden\.styles\.ts|messages[\\/](commerce|menu-tabs)\.en\.ts)$/;
// The kit of composite widgets (an accordion, tabs, a gallery, a lightbox, a toggle, a tooltip): moving focus among
// their items, reading their children and direction, announcing a change of state. One chunk those elements share,
// so the platform chunk, which every element loads, does not carry it for the rest.
const COMPOSITE = /[\\/]elements[\\/]shared[\\/](roving-focus|direction|children|hooks[\\/]useChangeEvent)\.ts$/;
// A lazily loaded part and its failure UI: named, so the map's named chunk does not take them from the gallery.
const LOAD_FAILED = /[\\/]elements[\\/]shared[\\/](hooks[\\/]useChunk\.ts|LoadFailed\.tsx)$/;
// The chunk loader and the limits it reads: one small chunk the platform, the runtime and the elements with lazy parts
// import, never the runtime's start-up chunk, so the platform chunk does not import that (the autoloader, built on its
// own, carries its own copy, so a page's first request needs no second one).
const LOAD_CHUNK = /[\\/]runtime[\\/](load-chunk|chunk-messages|limits)\.ts$/;
// The page's locale order, which the platform's messages and the runtime's money formats share: a chunk of its own, so
// the platform chunk never imports the runtime's, nor the money feature the platform's.
const PAGE_LOCALE = /[\\/]runtime[\\/]page-locale\.ts$/;
// The breakpoints: a few elements and the device-views feature read them, so they are not in the platform chunk.
const TOKENS = /[\\/]styles[\\/]tokens\.ts$/;
// The readers of a published block's data: one named chunk, so the map's named chunk (which takes in what its modules
// import) does not take them and every other element written from real blocks loads the map with them.
const BLOCK_DATA = /[\\/]elements[\\/]shared[\\/](block-json|block-values)\.ts$/;
// Named, so the map's named chunk (which takes in what its modules import) does not take it from the marquee.
const IN_VIEW = /[\\/]elements[\\/]shared[\\/]hooks[\\/]useInView\.ts$/;
const PLATFORM = /[\\/](elements[\\/]shared|styles|node_modules[\\/](@r2wc|intl-messageformat|@formatjs|tslib))[\\/]/;
/** V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` (Chromium 136+); terser keeps it. */
const COMPILE_HINT = 'allFunctionsCalledOnLoad';

// The chunks every element's module imports (React, the platform …) by output directory, found by the main build, which
// runs before the loader's: the autoloader preloads them with the first element it loads.
const sharedChunks = new Map();

/** Records in `sharedChunks` the chunks that every element entry of the build into `dir` imports statically. */
function recordSharedChunks(dir) {
  return {
    name: 'record-shared-chunks',
    generateBundle(_, bundle) {
      const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.name.startsWith('elements/'));
      const shared = entries[0].imports.filter((file) => entries.every((c) => c.imports.includes(file))).sort();
      sharedChunks.set(dir, shared);
    },
  };
}

/** Empties `dir` first, so no chunk of an earlier build is left behind (chunk names carry content hashes). */
function cleanDist(dir) {
  return {
    name: 'clean-dist',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves React's entry points to preact/compat's, for the lite build (every importer: sources and @r2wc alike). */
function preactForReact() {
  return {
    name: 'preact-for-react',
    resolveId(source, importer) {
      return Object.hasOwn(PREACT_FOR_REACT, source)
        ? this.resolve(PREACT_FOR_REACT[source], importer, { skipSelf: true })
        : null;
    },
  };
}

/**
 * Emits styles/tokens.css from the token source, so the CSS and the elements' fallbacks never disagree, and
 * styles/elements.css (the pre-upgrade rules, folded into tokens.css too) from each element folder's
 * `<name>.pre-upgrade.ts` (scripts/pre-upgrade.mjs).
 */
function tokensCss() {
  return {
    name: 'tokens-css',
    async generateBundle() {
      const [tokens, preUpgrade] = await Promise.all([loadTokens(), preUpgradeCss()]);
      this.emitFile({ type: 'asset', fileName: 'styles/tokens.css', source: `${tokens.tokensCss()}\n${preUpgrade}` });
      this.emitFile({ type: 'asset', fileName: 'styles/elements.css', source: preUpgrade });
    },
  };
}

/**
 * Gives each dynamic import of the elements' and the runtime's code a retry's query: `import('./x.js')` becomes
 * `import('./x.js' + (globalThis[Symbol.for('sqs-elements.chunk-retry')] || ''))`. The chunk loader sets that query
 * (`?retry=<n>`) only while it calls an importer again, because engines keep a refused import's result for the page's
 * lifetime: the same URL would fail again however the network recovered.
 */
function chunkRetryUrls() {
  return {
    name: 'chunk-retry-urls',
    renderDynamicImport: ({ moduleId, targetChunk }) =>
      targetChunk && /[\\/](elements|runtime)[\\/]/.test(moduleId) && !moduleId.endsWith(`elements${sep}loader.ts`)
        ? { left: 'import(', right: ` + (globalThis[Symbol.for("sqs-elements.chunk-retry")] || ""))` }
        : null,
  };
}

/** Compiles the TypeScript sources matched by `include` (tests and test helpers never). */
function typescriptPlugin(include) {
  return typescript({
    tsconfig: './tsconfig.json',
    noEmit: false,
    declaration: false,
    include,
    exclude: ['**/*.test.*', '**/*.test-helpers.ts'],
  });
}

/** Minifies the output, keeping only V8's compile hint among the comments; none with NO_MINIFY set. */
function minifier() {
  return process.env.NO_MINIFY
    ? null
    : terser({ ecma: 2022, module: true, format: { comments: new RegExp(`^# ${COMPILE_HINT}$`) } });
}

/** Returns the output options of a build into `dir`: ES modules with source maps, entries by name, chunks in chunks/. */
const output = (dir) => ({
  dir,
  format: 'es',
  sourcemap: true,
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
});

/** The main build into `dir`: with React, or (`lite`) with preact/compat in its place and no stylesheets. */
const mainBuild = ({ dir, lite }) => ({
  input: {
    'sqs-elements': 'elements/index.ts',
    runtime: 'runtime/index.ts',
    // The runtime's features a page calls only when it needs them (the image loader: galleries and the lightbox use
    // it; the validation rules: the form engine uses them): entries of their own, which the start-up bundle does not
    // carry.
    ...Object.fromEntries(FEATURES.map((name) => [`runtime/${name}`, `runtime/${name}.ts`])),
    ...elementEntries(),
  },
  output: {
    ...output(dir),
    // With it, Chromium compiles the runtime's functions on a background thread while the chunk streams in, not
    // on the main thread the first time each is called: start-up and the idle task call dozens of them (a runtime-only
    // page runs about 40% of the chunk by idle; compiling the rest costs background time, not main-thread time).
    banner: (chunk) => (chunk.name === 'runtime-core' ? `//# ${COMPILE_HINT}` : ''),
    manualChunks(absolute) {
      // Matched below the project folder, so a folder above it named `runtime` or `styles` changes nothing.
      const id = absolute.startsWith(PROJECT) ? absolute.slice(PROJECT.length - 1) : absolute;
      // In the lite build preact/compat takes React's chunk and name: the layout (and what loads it) stays the same.
      if (REACT.test(id) || PREACT.test(id)) return 'react';
      if (CLOSABLES.test(id)) return 'closables';
      if (SITE_MESSAGES.test(id)) return undefined;
      if (COMMERCE_MESSAGES.test(id)) return undefined;
      if (PROVIDER_SCRIPTS.test(id)) return 'provider-scripts';
      if (WITH_RUNTIME.test(id)) return 'figures';
      if (SANITIZER.test(id)) return 'sanitize';
      if (UPLOAD.test(id)) return 'upload';
      if (FORMS.test(id)) return 'forms';
      // The form engine imports the validation rules: they stay in their entry, so a page using them alone never
      // loads the forms chunk (and React with it).
      if (VALIDATION.test(id)) return 'runtime/validation';
      if (IMAGES.test(id)) return 'runtime/images';
      if (MESSAGE_COMPILER.test(id)) return 'message-compiler';
      const locale = LOCALE.exec(id)?.[1];
      if (locale) return `messages-${locale}`;
      if (IN_VIEW.test(id)) return 'in-view';
      if (BLOCK_DATA.test(id)) return 'block-values';
      if (LOAD_CHUNK.test(id)) return 'load-chunk';
      if (PAGE_LOCALE.test(id)) return 'page-locale';
      if (LOAD_FAILED.test(id)) return 'load-failed';
      if (TOKENS.test(id)) return 'breakpoints';
      if (COMPOSITE.test(id)) return 'composite';
      if (PLATFORM.test(id) && !KIT_FEW.test(id)) return 'platform';
      // Elements that call the runtime share its modules with runtime.js; one chunk keeps them one instance and
      // compresses as a whole (every page with the loader loads the runtime anyway).
      const lazy = LAZY_MODULE.exec(id)?.[1];
      if (lazy) return `runtime-${lazy}`;
      if (RUNTIME.test(id) && !FEATURE.test(id)) return 'runtime-core';
      // The map's modules that its provider views share with it: one named chunk (the views stay lazy chunks).
      if (MAP_SHARED.test(id)) return 'map';
    },
  },
  // Entries are side-effect modules (they define elements); keep their exports as written.
  preserveEntrySignatures: 'exports-only',
  plugins: [
    cleanDist(dir),
    lite ? preactForReact() : null,
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SQS_ELEMENTS__: JSON.stringify(elements),
      },
    }),
    leafletRollup(),
    chunkRetryUrls(),
    nodeResolve({ browser: true }),
    commonjs(),
    typescriptPlugin(['elements/**/*', 'runtime/**/*', 'styles/**/*']),
    compiledCatalogues(),
    foldedTokens(),
    minifier(),
    lite ? null : tokensCss(),
    recordSharedChunks(dir),
  ],
  onwarn(warning, warn) {
    // React's sources mark functions with "use client" directives, meaningless in a bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
});

// The enumerations and limits are an entry bundled on their own, after the main build (which empties dist/ first).
// In the main build the runtime inlines the few members it reads; as an entry there, the module would be one chunk
// shared with the runtime, so either every enumeration would land in the runtime's chunk or the runtime would load
// this file. Nothing in it has a side effect: a bundler keeps only what a page imports.
const enumsBuild = (dir) => ({
  input: { 'runtime/enums': 'runtime/enums.ts' },
  output: { dir, format: 'es', sourcemap: true, entryFileNames: '[name].js' },
  plugins: [typescriptPlugin(['runtime/enums.ts', 'runtime/limits.ts']), minifier()],
});

// The autoloader is built on its own, so it is one file with its own copy of the chunk loader (a page's first request
// needs no second one before elements start loading): the runtime and the elements it imports stay the main build's
// entries, next to it. Its one chunk holds the page types' entries collected from the element folders
// (scripts/page-entries.mjs); the autoloader itself carries only their page types.
const loaderBuild = (dir) => {
  const entries = pageEntriesRollup();
  return {
    input: { loader: 'elements/loader.ts' },
    output: output(dir),
    plugins: [
      {
        name: 'runtime-beside-loader',
        resolveId: (source, importer) =>
          importer?.endsWith(`elements${sep}loader.ts`) && source === '../runtime/index.js'
            ? { id: './runtime.js', external: true }
            : null,
      },
      replace({
        preventAssignment: true,
        values: {
          __SQS_ELEMENTS__: JSON.stringify(elements),
          // A function: read when the loader is compiled, after the main build recorded them.
          __SQS_SHARED_CHUNKS__: () => JSON.stringify(sharedChunks.get(dir) ?? []),
          // A function too: read once the folders' entries are collected.
          __SQS_PAGE_TYPES__: () => JSON.stringify(entries.pageTypes()),
        },
      }),
      typescriptPlugin(['elements/**/*', 'runtime/**/*']),
      entries,
      minifier(),
    ],
  };
};

// The page upgrade is built on its own too: it imports the autoloader beside it (one instance, whichever script a page
// loads first) and carries the kind → tag table collected from the element folders (scripts/platform-blocks.mjs).
const upgradeBuild = (dir) => {
  let table = {};
  return {
    input: { upgrade: 'elements/upgrade.ts' },
    output: { dir, format: 'es', sourcemap: true, entryFileNames: '[name].js' },
    plugins: [
      {
        name: 'platform-blocks',
        async buildStart() {
          table = await platformBlocks();
        },
        resolveId: (source, importer) =>
          importer?.endsWith(`elements${sep}upgrade.ts`) && source === './loader.js'
            ? { id: './loader.js', external: true }
            : null,
      },
      replace({ preventAssignment: true, values: { __SQS_PLATFORM_BLOCKS__: () => JSON.stringify(table) } }),
      typescriptPlugin(['elements/**/*']),
      minifier(),
    ],
  };
};

// The server render for Node (dist/ssr.js, `sqs-elements/ssr`): React's server renderer and the HTML parser stay
// imports, resolved from the host's node_modules. Once written, it gives the stylesheet files its shadow roots link
// (styles/elements/<name>.css: the base sheet and the element's own, as the browser adopts them), written beside it.
const SERVER_ELEMENTS_ID = '\0sqs-server-elements';
const ssrBuild = (dir) => ({
  input: { ssr: 'elements/ssr.ts' },
  // Its chunks (the parts elements load on demand in the browser, such as the elements they compose, which define
  // custom elements and so never run on a server) go in a folder of their own.
  output: { dir, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'ssr/[name]-[hash].js' },
  external: [/^react(-dom)?($|\/)/, /^parse5($|\/)/],
  plugins: [
    {
      // The elements it renders: each folder's `<name>.server.ts`, found as the build finds the folders.
      name: 'server-elements',
      resolveId: (source, importer) =>
        importer?.endsWith(`elements${sep}ssr.ts`) && source === './server-elements.js' ? SERVER_ELEMENTS_ID : null,
      load: (id) => (id === SERVER_ELEMENTS_ID ? serverElementsModule() : null),
    },
    // The runtime's modules too (the data layer's request keys, the forms' validation rules); the packages the elements
    // use (the message formatter, the sanitizer, which a server render leaves empty) are bundled in as the browser's
    // build does, and the catalogues compiled as the browser's are, so a message with values is formatted.
    // The map's stylesheet module, which its Leaflet view (a chunk of its own, never loaded here) imports.
    leafletRollup(),
    nodeResolve({ exportConditions: ['node'] }),
    typescriptPlugin(['elements/**/*', 'styles/**/*', 'runtime/**/*']),
    compiledCatalogues(),
    foldedTokens(),
    {
      name: 'element-stylesheets',
      async writeBundle() {
        const { elementStylesheets } = await import(pathToFileURL(resolve(dir, 'ssr.js')).href);
        for (const [path, text] of Object.entries(elementStylesheets())) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), text);
        }
      },
    },
  ],
});

// The lite build comes after the main one (which empties dist/, dist/lite/ with it); `NO_LITE` set skips it.
const lite = process.env.NO_LITE
  ? []
  : [
      mainBuild({ dir: 'dist/lite', lite: true }),
      enumsBuild('dist/lite'),
      loaderBuild('dist/lite'),
      upgradeBuild('dist/lite'),
    ];

export default [
  mainBuild({ dir: 'dist', lite: false }),
  enumsBuild('dist'),
  loaderBuild('dist'),
  upgradeBuild('dist'),
  ssrBuild('dist'),
  ...lite,
];
