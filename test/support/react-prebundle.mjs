/**
 * A dev-server plugin that serves React to the browser as ES modules. React is published as CommonJS only, so its
 * entry points are bundled once with esbuild (code splitting keeps one React instance across them) and served
 * under /__web-dev-server__/react/, which coverage ignores. With `lite`, the same specifiers are answered by
 * preact/compat, as in the lite build (docs/lite.md).
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { PREACT_FOR_REACT } from '../../scripts/lite/aliases.mjs';

const require = createRequire(import.meta.url);
const ENTRIES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'];
const PREFIX = '/__web-dev-server__/react/';

const fileOf = (specifier) => `${specifier.replace(/\//g, '__')}.js`;

/** Returns the module text of an entry that re-exports preact/compat's stand-in for `specifier`. */
async function preactEntry(specifier) {
  const target = JSON.stringify(PREACT_FOR_REACT[specifier]);
  const hasDefault = 'default' in (await import(PREACT_FOR_REACT[specifier]));
  return `export * from ${target};\n${hasDefault ? `export { default } from ${target};\n` : ''}`;
}

async function bundle(mode, lite) {
  const result = await build({
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [fileOf(e).slice(0, -3), `virtual:${e}`])),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'out',
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-entries',
        setup(b) {
          b.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice(8), namespace: 'virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'virtual' }, async (args) => {
            if (lite) return { contents: await preactEntry(args.path), resolveDir: process.cwd(), loader: 'js' };
            // CommonJS has no static export list: name every export so `import { useState } from 'react'` works.
            const names = Object.keys(require(args.path)).filter(
              (n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default',
            );
            return {
              contents: `import * as m from ${JSON.stringify(args.path)};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`,
              resolveDir: process.cwd(),
              loader: 'js',
            };
          });
        },
      },
    ],
  });
  return new Map(result.outputFiles.map((file) => [file.path.split('/').pop(), file.text]));
}

/**
 * Returns the plugin; `mode` is React's build (`development` gives readable errors in tests); `lite` serves
 * preact/compat in React's place.
 */
export function reactPrebundle({ mode = 'development', lite = false } = {}) {
  let files;
  const ready = () => (files ??= bundle(mode, lite));
  return {
    name: 'react-prebundle',
    async serverStart() {
      await ready();
    },
    resolveImport({ source }) {
      if (ENTRIES.includes(source)) return `${PREFIX}${fileOf(source)}`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return;
      const all = await ready();
      const text = all.get(context.path.slice(PREFIX.length));
      // Chunks are imported relatively (`./chunk-….js`) and are served from the same folder.
      if (text !== undefined) return { body: text, type: 'js' };
    },
  };
}
