/**
 * `npm run constants`: lists every constant of runtime/enums.ts and every catalogue key with the non-test files that
 * read it, and exits non-zero when one is read by tests alone (or by nothing) without being listed under "Published
 * for host code" in docs/constants.md.
 *
 * Granularity: each member of an enumeration object (`PageType.search`, `Limits.queryKeys`) is its own entry, since
 * code reads them one by one; a file that reads the object whole (`Object.values(X)`, `X[key]`, `...X`, X as any argument) reads every
 * member. A function or a plain constant (`inIdRange`, `OBSERVER_THRESHOLDS`) is one entry. A file reads an export of
 * enums.ts only if it imports it from there; a function of enums.ts that is read passes its reads on (`weightUnitFor`
 * reads `Units.imperial`). Catalogue keys are the ids of the English catalogues (`elements/**\/*.en.ts` and the
 * common one, elements/shared/messages/en.ts) and the members of the plain-string catalogues (`messages`,
 * `imageMessages`… of runtime/*.ts, `chunkMessages`); a template literal that builds an id (`` `cart.${kind}` ``)
 * reads every id it may build. The docs page may name a whole enumeration (`WebsiteStatus`) or one member.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENUMS = 'runtime/enums.ts';
// The limits are a module of their own (the chunk loader reads them without the enumerations); enums.ts re-exports them.
const LIMITS = 'runtime/limits.ts';
const DOCS = 'docs/constants.md';
const SOURCES = ['elements', 'runtime', 'styles', 'examples', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'vendor']);
const CODE = /\.(?:ts|tsx|mjs|js)$/;
const TEST = /\.test\.|\.corpus\.|[\\/]test[\\/]/;
/** The English catalogues: the common one and each `<name>.en.ts`; the locales' catalogues only translate them. */
const EN_CATALOGUE = /(?:^elements\/shared\/messages\/en\.ts|\.en\.ts)$/;
const TRANSLATION = /(?:\.fr\.ts|^elements\/shared\/messages\/(?:fr|common\.fr|keys)\.ts)$/;
/** A plain-string catalogue: `export const messages = {` or `export const <name>Messages = {`. */
const PLAIN_CATALOGUE = /^export const (messages|\w+Messages) = \{$/gm;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Returns the code files under `dir` (relative to the root, with `/`), tests left out. */
function codeFiles(dir) {
  const out = [];
  const walk = (path) => {
    for (const entry of readdirSync(join(ROOT, path), { withFileTypes: true })) {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(child);
      } else if (CODE.test(entry.name) && !TEST.test(child)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** Returns the top-level members of the object literal that starts at `open` (the index of its `{`) in `text`. */
function membersAt(text, open) {
  return objectAt(text, open).members;
}

/** Returns the object literal that starts at `open` in `text`: its top-level member names and where it ends. */
function objectAt(text, open) {
  const members = [];
  let depth = 0;
  let i = open;
  for (; i < text.length; i++) {
    const c = text[i];
    const key =
      depth === 1 && /[{,\s]/.test(text[i - 1]) ? /^(?:'([^']+)'|(\w+))\s*:/.exec(text.slice(i, i + 200)) : null;
    if (key) {
      members.push(key[1] ?? key[2]);
      i += key[0].length - 1;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (--depth === 0) break;
    } else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === "'" || c === '"' || c === '`') i = text.indexOf(c, i + 1);
  }
  return { members, end: i + 1 };
}

/** Returns the exports of enums.ts (or limits.ts): objects with their members, and the other constants and functions. */
function enumsExports(text, source) {
  const exports = [];
  for (const match of text.matchAll(/^export (const|function) (\w+)(.*)$/gm)) {
    const [, kind, name, rest] = match;
    const object = kind === 'const' && /^\s*=\s*\{/.test(rest);
    exports.push({
      name,
      members: object ? membersAt(text, match.index + match[0].indexOf('{')) : null,
      start: match.index,
      source,
    });
  }
  exports.forEach((e, i) => (e.body = text.slice(e.start, exports[i + 1]?.start ?? text.length)));
  return exports;
}

/** Returns the names `text` imports from runtime/enums or runtime/limits (a file of its own folder names './enums.js'). */
function enumsImports(text) {
  const names = new Set();
  for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/(?:enums|limits)\.js'/g)) {
    for (const part of list.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/).pop());
    }
  }
  return names;
}

/** Returns the entries `code` reads of the enums export `e` (its members, or the export itself). */
function readsOf(code, e) {
  const name = escape(e.name);
  if (!e.members) return new RegExp(`\\b${name}\\b`).test(code) ? [e.name] : [];
  const whole = new RegExp(`\\b${name}\\s*\\[|\\.\\.\\.${name}\\b|[(,]\\s*${name}\\s*[,)]`).test(code);
  return e.members
    .filter((m) => whole || new RegExp(`\\b${name}\\??\\.${escape(m)}\\b`).test(code))
    .map((m) => `${e.name}.${m}`);
}

/** Returns `code` without its import statements and comments, so a name is counted where it is used. */
function usage(code) {
  return code
    .replace(/^import[^;]*;$/gm, '')
    .replace(/^export\s*\{[^}]*\}\s*from[^;]*;$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Returns the published entries: names in backticks opening a bullet of the docs page's "Published for host code". */
export function published(docs = readFileSync(join(ROOT, DOCS), 'utf8')) {
  const section = docs.split(/^## /m).find((s) => s.startsWith('Published for host code')) ?? '';
  const names = new Set();
  // A bullet may go on over indented lines; its names are the backticked ones before the dash.
  for (const [, bullet] of section.matchAll(/^- ([^\n]*(?:\n {2}[^\n]*)*)/gm))
    for (const [, name] of bullet.split(' — ')[0].matchAll(/`([^`]+)`/g)) names.add(name);
  return names;
}

/**
 * Returns every constant and catalogue key with its readers (non-test files), as `{ kind, name, source, readers }`
 * entries (`kind`: 'constant' or 'message'), in the order they are declared.
 */
export function constantReaders() {
  const files = SOURCES.flatMap(codeFiles);
  const texts = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
  const entries = [];
  const add = (kind, name, source) => {
    const entry = { kind, name, source, readers: new Set() };
    entries.push(entry);
    return entry;
  };

  // Constants of enums.ts, read through imports; a read function of enums.ts passes its reads on.
  const exportsList = [...enumsExports(texts.get(ENUMS), ENUMS), ...enumsExports(texts.get(LIMITS), LIMITS)];
  const byName = new Map();
  for (const e of exportsList)
    for (const name of e.members ? e.members.map((m) => `${e.name}.${m}`) : [e.name])
      byName.set(name, add('constant', name, e.source));
  for (const [file, text] of texts) {
    if (file === ENUMS || file === LIMITS) continue;
    const imported = enumsImports(text);
    const code = usage(text);
    for (const e of exportsList)
      if (imported.has(e.name)) for (const name of readsOf(code, e)) byName.get(name).readers.add(file);
  }
  for (const e of exportsList.filter((x) => !x.members && byName.get(x.name).readers.size)) {
    const body = usage(e.body.slice(e.body.indexOf('{')));
    for (const other of exportsList)
      if (other !== e) for (const name of readsOf(body, other)) byName.get(name).readers.add(`${e.source} (${e.name})`);
  }

  // Catalogue keys: the English catalogues' ids, read as quoted strings or built by a template literal.
  const readers = files.filter((f) => !EN_CATALOGUE.test(f) && !TRANSLATION.test(f));
  const templates = readers.flatMap((f) =>
    [...texts.get(f).matchAll(/`([a-z][a-z0-9-]*\.[^`$]*)\$\{/g)].map((m) => ({ file: f, prefix: m[1] })),
  );
  for (const file of files.filter((f) => EN_CATALOGUE.test(f))) {
    const text = texts.get(file);
    for (const [, key] of text.matchAll(/^\s*'([a-z][a-z0-9-]*\.[a-z0-9.-]+)':/gm)) {
      const entry = add('message', key, file);
      const quoted = new RegExp(`['"\`]${escape(key)}['"\`]`);
      for (const f of readers) if (quoted.test(usage(texts.get(f)))) entry.readers.add(f);
      for (const t of templates) if (key.startsWith(t.prefix)) entry.readers.add(t.file);
    }
  }

  // Plain-string catalogues: `name.key`, or a quoted id (`'product.workflow-available'`), read in any non-test
  // file, the one that holds the catalogue too (outside the catalogue itself).
  for (const [file, text] of texts) {
    for (const match of text.matchAll(PLAIN_CATALOGUE)) {
      const name = match[1];
      const { members, end } = objectAt(text, match.index + match[0].length - 1);
      const rest = new Map(
        [...texts].map(([f, t]) => [f, usage(f === file ? t.slice(0, match.index) + t.slice(end) : t)]),
      );
      for (const key of members) {
        const id = key.includes('.');
        const entry = add('message', id ? key : `${name}.${key}`, file);
        const read = id
          ? new RegExp(`['"\`]${escape(key)}['"\`]`)
          : new RegExp(`\\b${escape(name)}\\??\\.${escape(key)}\\b`);
        for (const [f, t] of rest)
          if (!TRANSLATION.test(f) && !EN_CATALOGUE.test(f) && read.test(t)) entry.readers.add(f);
        if (id) for (const t of templates) if (key.startsWith(t.prefix)) entry.readers.add(t.file);
      }
    }
  }
  return entries.map((e) => ({ ...e, readers: [...e.readers].sort() }));
}

/** Returns the entries that nothing but tests reads and the docs page does not publish. */
export function unread(entries = constantReaders(), names = published()) {
  return entries.filter(
    (e) => e.readers.length === 0 && !names.has(e.name) && !(e.kind === 'constant' && names.has(e.name.split('.')[0])),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entries = constantReaders();
  const names = published();
  for (const e of entries) {
    const status = e.readers.length
      ? e.readers.join(', ')
      : names.has(e.name) || names.has(e.name.split('.')[0])
        ? '(published for host code)'
        : 'UNREAD';
    console.log(`${e.kind === 'constant' ? 'const' : 'msg  '} ${e.name} — ${status}`);
  }
  const bad = unread(entries, names);
  if (bad.length) {
    console.error(
      `\n${bad.length} read by tests alone or by nothing (act on them, or list them under "Published for host code" in ${DOCS}):\n` +
        bad.map((e) => `  ${e.name} (${relative('.', e.source)})`).join('\n'),
    );
    process.exitCode = 1;
  }
}
