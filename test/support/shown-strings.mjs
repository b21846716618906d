/**
 * The test server's side of test/support/shown-strings.ts: a plugin that collects, per engine, the spec strings the test
 * pages showed, and a reporter that writes them to test-results/shown-strings.json and, when the run covered every test
 * file (or `SHOWN_STRINGS=1` asks), fails the run naming each spec string no test showed in any engine.
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The spec strings' table (test/support/spec-strings.ts), compiled for Node. */
async function table() {
  const { outputFiles } = await build({
    entryPoints: [new URL('./spec-strings.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/**
 * Resolves with the plugin and the reporter of the shown-strings check. `files` is the configuration's own list of test
 * files: a run given other files (`--files`) is a partial one and is not held to every string.
 */
export async function shownStrings({ files, out = 'test-results/shown-strings.json' }) {
  const { SPEC_STRINGS, NOT_SHOWN, specStringKey } = await table();
  /** @type {Map<string, Set<string>>} */
  const seen = new Map();
  let whole = false;
  let missing = [];
  let listed = [];
  return {
    plugin: {
      name: 'shown-strings',
      executeCommand({ command, payload, session }) {
        if (command !== 'shown-strings') return undefined;
        const engine = session.browser.name;
        if (!seen.has(engine)) seen.set(engine, new Set());
        for (const key of payload?.keys ?? []) seen.get(engine).add(String(key));
        return true;
      },
    },
    reporter: {
      start({ config }) {
        seen.clear();
        missing = [];
        listed = [];
        whole = process.env.SHOWN_STRINGS === '1' || JSON.stringify(config.files) === JSON.stringify(files);
      },
      onTestRunFinished() {
        const all = new Set([...seen.values()].flatMap((keys) => [...keys]));
        missing = SPEC_STRINGS.filter((row) => !Object.hasOwn(NOT_SHOWN, row[0]))
          .map(specStringKey)
          .filter((key) => !all.has(key));
        // Strings listed as shown by nothing that a test did show: the list is out of date.
        listed = SPEC_STRINGS.filter((row) => Object.hasOwn(NOT_SHOWN, row[0]) && all.has(specStringKey(row))).map(
          specStringKey,
        );
        const engines = Object.fromEntries([...seen].map(([engine, keys]) => [engine, [...keys].sort()]));
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, `${JSON.stringify({ engines, missing, listedButShown: listed }, null, 2)}\n`);
      },
      stop() {
        if (whole && listed.length)
          process.once('exit', () =>
            process.stdout.write(
              `\nshown, though NOT_SHOWN in test/support/spec-strings.ts lists them:\n${listed.map((key) => `  • ${key}`).join('\n')}\n`,
            ),
          );
        if (!whole || !missing.length) return;
        const lines = missing.map((key) => `  ✖ ${key}`).join('\n');
        // After the summary reporter's closing line, which it also writes on exit.
        process.once('exit', () => {
          process.stdout.write(`\nspec strings no test showed (${out}): ${missing.length}\n${lines}\n`);
          process.exitCode = 1;
        });
      },
    },
  };
}
