/**
 * The build's message catalogues. Each bundled catalogue — a locale's (elements/shared/messages/<locale>.ts) or the
 * English of an element or feature (<name>.en.ts beside it) — is compiled to intl-messageformat's element trees and
 * checked: syntax, named styles, and every plural and selectordinal key against the locale's categories (a wrong key
 * fails the build, naming locale, key and message id). intl-messageformat is given the parser-less build of its
 * parser, so no page downloads the ICU parser; a host's catalogue registered as text loads the real parser on demand
 * (elements/shared/messages/compile.ts, a chunk of its own). The test runner serves catalogues compiled the same way.
 *
 * A locale's catalogue is collected here from the folders: its messages sit beside each English catalogue
 * (`<name>.fr.ts` beside `<name>.en.ts`), and the module elements/shared/messages/fr.ts is only where the collected
 * catalogue goes. Collecting fails when an id of the English has no text in the locale.
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

// A locale's catalogue (elements/shared/messages/<locale>.ts) or an element's or feature's English (<name>.en.ts).
const CATALOGUE = /[\\/]elements[\\/](?:shared[\\/]messages[\\/]([a-z]{2,3}(?:-[A-Za-z0-9]+)*)|.+\.(en))\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** Imports an ES module's source text (already JavaScript) and returns its exports. */
const importText = (text) => import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);

/** Returns compileCatalogue from the TypeScript module the elements' registerCatalogue uses too. */
async function loadCompiler() {
  const { outputFiles } = await build({
    entryPoints: ['elements/shared/messages/compile.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return (await importText(outputFiles[0].text)).compileCatalogue;
}

/**
 * Returns the module text of a compiled catalogue. Most messages are one literal: they are written as `l('text')`,
 * which builds the same one-element tree when the module loads, so the chunk does not repeat the tree's shape.
 */
function moduleText(compiled) {
  const literal = (tree) => tree.length === 1 && tree[0].type === 0 && Object.keys(tree[0]).length === 2;
  const entries = Object.entries(compiled).map(
    ([id, tree]) =>
      `${JSON.stringify(id)}: ${literal(tree) ? `l(${JSON.stringify(tree[0].value)})` : JSON.stringify(tree)}`,
  );
  return `const l = (value) => [{ type: 0, value }];\nexport default {\n${entries.join(',\n')}\n};\n`;
}

/**
 * Returns a catalogue module's default export. The catalogue is bundled from its source, so it may take messages
 * from the modules that own them (the validation module's texts, for one) and the chunk holds only compiled trees.
 */
async function loadCatalogue(file) {
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const catalogue = (await importText(outputFiles[0].text)).default;
  if (!catalogue || typeof catalogue !== 'object')
    throw new Error('no default export (a catalogue: message id → ICU text)');
  return catalogue;
}

/** Returns the files under `root` whose names end in `suffix`, sorted. */
function filesEnding(root, suffix) {
  return readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => join(root, file));
}

/** Returns the default export of each of `files` (bundled from their sources in one pass), in order. */
async function loadDefaults(files) {
  const imports = files.map((file, i) => `import m${i} from ${JSON.stringify(resolve(file))};`);
  const { outputFiles } = await build({
    stdin: {
      contents: `${imports.join('\n')}\nexport default [${files.map((_, i) => `m${i}`).join(', ')}];`,
      resolveDir: '.',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return (await importText(outputFiles[0].text)).default;
}

/**
 * Returns the catalogue of `locale` whose module is `file` (elements/shared/messages/<locale>.ts): every
 * `<name>.<locale>.ts` under elements/, merged. Throws when an id of the English has no text in the locale, when the
 * locale has an id the English lacks, or when two files give one id different texts.
 */
export async function collectLocale(locale, file) {
  const root = resolve(dirname(file), '..', '..');
  const english = await loadDefaults([...filesEnding(root, '.en.ts'), join(root, 'shared', 'messages', 'en.ts')]);
  const files = filesEnding(root, `.${locale}.ts`);
  const parts = await loadDefaults(files);
  const catalogue = {};
  const from = {};
  parts.forEach((part, i) => {
    for (const [id, text] of Object.entries(part)) {
      if (id in catalogue && catalogue[id] !== text)
        throw new Error(`"${id}" has two texts, in ${basename(from[id])} and ${basename(files[i])}`);
      catalogue[id] = text;
      from[id] = files[i];
    }
  });
  const ids = new Set(english.flatMap((messages) => Object.keys(messages)));
  const missing = [...ids].filter((id) => !(id in catalogue));
  if (missing.length)
    throw new Error(`no "${locale}" text for ${missing.join(', ')} (it goes beside the English, <name>.${locale}.ts)`);
  const unknown = Object.keys(catalogue).filter((id) => !ids.has(id));
  if (unknown.length) throw new Error(`"${locale}" has ids no English catalogue has: ${unknown.join(', ')}`);
  return catalogue;
}

/**
 * Returns the module text of the catalogue in `file` for `locale`, compiled and checked: an English catalogue as it
 * is, another locale's collected from the folders.
 */
async function compiledModule(compile, locale, file) {
  const catalogue = locale === 'en' ? await loadCatalogue(file) : await collectLocale(locale, file);
  return moduleText(compile(locale, catalogue));
}

/**
 * The dev server's plugin (the test runner's): it serves each catalogue compiled, as the build does, so tests run
 * the pages' code path and a wrong plural key fails them too.
 */
export function compiledCataloguesDevServer() {
  let compile;
  return {
    name: 'compiled-catalogues',
    async serverStart() {
      compile = await loadCompiler();
    },
    async serve(context) {
      const match = CATALOGUE.exec(context.path);
      if (!match) return undefined;
      return { body: await compiledModule(compile, match[1] ?? match[2], `.${context.path}`), type: 'js' };
    },
  };
}

/** The rollup plugin: it replaces each bundled catalogue module with its compiled, checked form. */
export function compiledCatalogues() {
  let compile;
  const noParser = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'compiled-catalogues',
    async buildStart() {
      compile = await loadCompiler();
    },
    resolveId(source, importer) {
      // Only intl-messageformat's own import: it formats compiled trees and never needs to parse.
      if (source === PARSER && importer && /[\\/]node_modules[\\/]intl-messageformat[\\/]/.test(importer))
        return noParser;
      return null;
    },
    async transform(_code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const locale = match[1] ?? match[2];
      try {
        return { code: await compiledModule(compile, locale, id), map: null };
      } catch (error) {
        this.error(`${basename(id)}: ${error.message}`);
      }
    },
  };
}
