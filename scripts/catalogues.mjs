/**
 * The build's message catalogues: each bundled catalogue (elements/shared/messages/<locale>.ts) is compiled to
 * intl-messageformat's element trees and checked (syntax, and every plural and selectordinal key against the
 * locale's categories: a wrong key fails the build, naming locale, key and message id), and intl-messageformat is
 * given the parser-less build of its parser, so no page downloads the ICU parser. A host's catalogue registered as
 * text loads the real parser on demand (elements/shared/messages/compile.ts, a chunk of its own).
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { basename } from 'node:path';

const CATALOGUE = /[\\/]elements[\\/]shared[\\/]messages[\\/]([a-z]{2,3}(?:-[A-Za-z0-9]+)*)\.ts$/;
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

/** The rollup plugin: place it after the TypeScript plugin (it reads the catalogues' emitted JavaScript). */
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
    async transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const locale = match[1];
      const { default: catalogue } = await importText(code);
      if (!catalogue || typeof catalogue !== 'object')
        this.error(`${basename(id)} has no default export (a catalogue: message id → ICU text)`);
      let compiled;
      try {
        compiled = compile(locale, catalogue);
      } catch (error) {
        this.error(error.message);
      }
      return { code: moduleText(compiled), map: null };
    },
  };
}
