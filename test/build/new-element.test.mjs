/**
 * The build finds a new element in its folder alone: over a temporary elements directory holding the real folders
 * and the fixture element test/fixtures/elements/test-hello/ (`<sqs-test-hello>`), each step that discovers folders
 * lists it — the build's entries and the autoloader's names, the pre-upgrade sheet, the page upgrade's platform
 * blocks, the page types' entries, the French catalogue, the manifest and the editor metadata, and the server render
 * (its `<name>.server.ts`) — and the build refuses
 * the folder without its pre-upgrade rules, with an id that has no French, or claiming a platform block or a page type
 * another element takes.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { collectLocale } from '../../scripts/catalogues.mjs';
import {
  elementEntries,
  elementFolders,
  serverElementsModule,
  serverRenderModules,
} from '../../scripts/element-folders.mjs';
import { manifests } from '../../scripts/manifest.mjs';
import { pageEntries, pageEntriesRollup } from '../../scripts/page-entries.mjs';
import { platformBlocks } from '../../scripts/platform-blocks.mjs';
import { importBundled } from './node-bundle.mjs';
import { preUpgradeCss } from '../../scripts/pre-upgrade.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = join(ROOT, 'test', 'fixtures', 'elements', 'test-hello');
const NAME = 'test-hello';
const TAG = `sqs-${NAME}`;
const trees = [];

/**
 * Returns a temporary elements directory: every entry of elements/ linked, and the fixture's folder with each of its
 * files linked, so a test can take one away. The links keep it fast, and the tools resolve each file's imports from
 * where it really is.
 */
function elementsTree() {
  const dir = join(mkdtempSync(join(tmpdir(), 'sqs-elements-')), 'elements');
  trees.push(dir);
  mkdirSync(join(dir, NAME), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'elements'))) symlinkSync(join(ROOT, 'elements', entry), join(dir, entry));
  for (const file of readdirSync(FIXTURE)) symlinkSync(join(FIXTURE, file), join(dir, NAME, file));
  return dir;
}

after(() => {
  for (const dir of trees) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('a new element folder', () => {
  const dir = elementsTree();

  it('is an entry of the build, and a name the autoloader knows', () => {
    assert.ok(elementFolders().length > 0 && !elementFolders().includes(NAME), 'the real elements/ never has it');
    assert.equal(elementEntries(dir)[`elements/${NAME}`], `${dir}/${NAME}/define.ts`);
    // The autoloader loads `elements/<name>.js` for a tag it knows: the tag without its prefix, among these names.
    assert.ok(elementFolders(dir).includes(TAG.slice('sqs-'.length)));
  });

  it('adds its pre-upgrade rules to elements.css', async () => {
    // Every rule leaves an element rendered on a server alone (elements/shared/pre-upgrade-sheet.ts).
    const selector = `${TAG}:not\\(:defined, \\[data-server-rendered\\]\\)`;
    assert.match(await preUpgradeCss(dir), new RegExp(`^${selector} \\{\\n  display: block;`, 'm'));
  });

  it('adds the platform blocks it takes to the page upgrade', async () => {
    assert.equal((await platformBlocks(dir)).hello, TAG);
    assert.equal((await platformBlocks()).hello, undefined, 'the real elements/ never has it');
  });

  it("adds its page entry to the page types' code and its page type to the autoloader", async () => {
    const entries = await pageEntries(dir);
    assert.deepEqual(
      entries.find((entry) => entry.name === NAME),
      // No chunk id in its module: the folder's name is the chunk's.
      { name: NAME, pageTypes: [301], chunk: NAME, root: '#sqs-test-hello-root' },
    );
    assert.ok(!(await pageEntries()).some((entry) => entry.name === NAME), 'the real elements/ never has it');
    const plugin = pageEntriesRollup(dir);
    await plugin.buildStart();
    assert.ok(plugin.pageTypes().includes(301));
    const { code } = plugin.transform('', join(ROOT, 'elements', 'page-entry-list.ts'));
    assert.ok(code.includes(`${NAME}.page-entry.ts`), code);
    assert.equal(plugin.transform('', join(ROOT, 'elements', 'loader.ts')), null);
  });

  it('adds its French to the French catalogue', async () => {
    const french = await collectLocale('fr', join(dir, 'shared', 'messages', 'fr.ts'));
    assert.equal(french['test-hello.wave'], 'Saluer en retour');
    assert.equal(french['marquee.play'], 'Lecture', 'the other folders are still collected');
  });

  it('is in the manifest, the VS Code data and the web-types, with its attributes and events', async () => {
    const { customElements, vscode, webTypes } = await manifests(dir);
    const declaration = customElements.modules.find((m) => m.declarations[0].tagName === TAG)?.declarations[0];
    assert.ok(declaration, `${TAG} is in custom-elements.json`);
    assert.deepEqual(
      declaration.attributes.map((a) => [a.name, a.type.text, a.default]),
      [['name', 'string', "'world'"]],
    );
    assert.deepEqual(
      declaration.events.map((e) => [e.name, e.type.text]),
      [['sqs-test-hello-wave', 'CustomEvent<{ name: string }>']],
    );
    assert.ok(
      vscode.tags.some((t) => t.name === TAG),
      `${TAG} is in vscode.html-custom-data.json`,
    );
    assert.ok(
      webTypes.contributions.html.elements.some((e) => e.name === TAG),
      `${TAG} is in web-types.json`,
    );
  });
});

describe('a new element folder with a server render', () => {
  const dir = elementsTree();

  it('joins sqs-elements/ssr, which renders it', async () => {
    assert.ok(!serverRenderModules().some((file) => file.includes(NAME)), 'the real elements/ never has it');
    assert.ok(serverRenderModules(dir).includes(`${dir}/${NAME}/${NAME}.server.ts`));
    const { SERVER_ELEMENTS, renderWith } = await importBundled(
      `${serverElementsModule(dir)}\nexport { renderWith } from './elements/shared/ssr/render-elements.ts';`,
      'ssr-new-element',
    );
    assert.ok(SERVER_ELEMENTS.some((element) => element.tag === TAG));
    const html = renderWith(SERVER_ELEMENTS, `<${TAG} name="Ada"></${TAG}>`);
    assert.match(html, new RegExp(`^<${TAG} name="Ada" data-server-rendered><template shadowrootmode="open">`));
    // Its messages as written (the build compiles them; this bundle of the sources does not).
    assert.match(html, /<p part="base">Hello, [^<]*<button part="button" type="button">Wave back<\/button><\/p>/);
  });
});

describe('the build refuses a new element folder', () => {
  it('without its pre-upgrade rules', async () => {
    const dir = elementsTree();
    unlinkSync(join(dir, NAME, `${NAME}.pre-upgrade.ts`));
    await assert.rejects(preUpgradeCss(dir), {
      message: `no pre-upgrade rules (<name>.pre-upgrade.ts) in ${dir}/${NAME}`,
    });
  });

  it('claiming a platform block another element takes', async () => {
    const dir = elementsTree();
    // A second folder after it, claiming its block.
    const other = `${NAME}-two`;
    mkdirSync(join(dir, other));
    symlinkSync(join(FIXTURE, 'define.ts'), join(dir, other, 'define.ts'));
    writeFileSync(join(dir, other, `${other}.platform-block.ts`), `export const platformBlocks = ['hello'];\n`);
    await assert.rejects(platformBlocks(dir), {
      message: `${dir}/${other}/${other}.platform-block.ts: sqs-block-hello is taken by <${TAG}> already`,
    });
  });

  it('claiming a page type another element takes', async () => {
    const dir = elementsTree();
    const other = `${NAME}-two`;
    mkdirSync(join(dir, other));
    symlinkSync(join(FIXTURE, 'define.ts'), join(dir, other, 'define.ts'));
    writeFileSync(
      join(dir, other, `${other}.page-entry.ts`),
      `export const pageEntry = { pageTypes: [301], root: '#sqs-test-hello-two-root' };\n`,
    );
    await assert.rejects(pageEntries(dir), {
      message: `${dir}/${other}/${other}.page-entry.ts: page type 301 is taken by <${TAG}> already`,
    });
  });

  it('whose English has an id without French', async () => {
    const dir = elementsTree();
    const french = join(dir, NAME, `${NAME}.fr.ts`);
    unlinkSync(french);
    writeFileSync(french, `export default { 'test-hello.greeting': 'Bonjour, {name}\u202f!' };\n`);
    await assert.rejects(collectLocale('fr', join(dir, 'shared', 'messages', 'fr.ts')), {
      message: 'no "fr" text for test-hello.wave (it goes beside the English, <name>.fr.ts)',
    });
  });
});
