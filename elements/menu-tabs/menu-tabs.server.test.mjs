/**
 * The server render of `<sqs-menu-tabs>` and `<sqs-menu-tab>` (dist/ssr.js; `npm run build` first): without script
 * every tab shows as a section under its heading, in one panel; where scripts run, the selected one alone under the
 * tab row as words, in the box of the scripted render. It also writes the page the browser's
 * take-over test loads (test/fixtures/strict/ssr-menu-tabs.html).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  assertRenderedFixture,
  attr,
  byPart,
  byTag,
  recordWarnings,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const PAGE = `<sqs-menu-tabs selected="1">
  <sqs-menu-tab label=" Lunch "><p>Soup</p></sqs-menu-tab>
  <sqs-menu-tab label="Fish &amp; chips"><p>Cod</p></sqs-menu-tab>
  <sqs-menu-tab><p>Cake</p></sqs-menu-tab>
</sqs-menu-tabs>`;

const warnings = recordWarnings();

describe('the server render of menu tabs', () => {
  it('renders one panel around the slotted tabs, under the tab row as words hidden from assistive technology', () => {
    const html = ssr.renderElements(PAGE);
    const [tabs] = byTag(html, 'sqs-menu-tabs');
    assert.deepEqual(
      shadowOf(tabs).map((node) => `${node.tagName}${attr(node, 'part') ? `[${attr(node, 'part')}]` : ''}`),
      ['link', 'div[base]', 'div[tablist]', 'span[tab]', 'span[tab selected-tab]', 'span[tab]', 'div[panel]', 'slot'],
    );
    // The buttons need the script: the row only holds their place where scripts run, and has no role.
    const [row] = byPart(shadowOf(tabs), 'tablist');
    assert.equal(attr(row, 'aria-hidden'), 'true');
    assert.equal(attr(row, 'role'), undefined);
    assert.deepEqual(
      byPart(shadowOf(tabs), 'tab').map((tab) => textOf(tab)),
      ['Lunch', 'Fish & chips', 'Tab 3'],
    );
    assert.deepEqual(
      byTag(html, 'sqs-menu-tab').map((tab) => attr(byPart(shadowOf(tab), 'base')[0], 'data-selected')),
      ['false', 'true', 'false'],
    );
    assert.equal(attr(tabs, 'data-server-rendered'), '');
    assert.deepEqual(warnings, []);
  });

  it('renders each tab as a section under a heading with its label, or its position as the tab list names it', () => {
    const html = ssr.renderElements(PAGE);
    const sections = byTag(html, 'sqs-menu-tab').map((tab) => shadowOf(tab));
    for (const root of sections)
      assert.deepEqual(
        root.map((node) => node.tagName),
        ['link', 'section', 'h3', 'slot'],
      );
    assert.deepEqual(
      sections.map((root) => textOf(byPart(root, 'heading')[0])),
      ['Lunch', 'Fish & chips', 'Tab 3'],
    );
    // Every tab shows without script, the selected one included; none is hidden in the light DOM.
    assert.equal(byTag(html, 'sqs-menu-tab').filter((tab) => attr(tab, 'hidden') !== undefined).length, 0);
  });

  it('renders a tab outside menu tabs as the browser does: its content as it is', () => {
    const html = ssr.renderElements('<sqs-menu-tab label="Alone"><p>x</p></sqs-menu-tab>');
    assert.deepEqual(
      shadowOf(byTag(html, 'sqs-menu-tab')[0]).map((node) => `${node.tagName}[${attr(node, 'part') ?? ''}]`),
      ['link[]', 'div[base]', 'slot[]'],
    );
  });

  it('writes no inline style and links each element stylesheet, the heading styled in the tab sheet', () => {
    const html = ssr.renderElements(PAGE);
    assertNoInlineStyle(html);
    assert.deepEqual(
      [...new Set(byTag(html, 'link').map((link) => attr(link, 'href')))],
      ['/dist/styles/elements/menu-tabs.css', '/dist/styles/elements/menu-tab.css'],
    );
    const sheets = ssr.elementStylesheets();
    assert.match(sheets['styles/elements/menu-tab.css'], /\[part~='heading'\]/);
    assert.match(sheets['styles/elements/menu-tabs.css'], /\[part~='panel'\]/);
  });

  it("leaves menu tabs holding the platform's rendered menu block to the browser, with a warning", () => {
    const page = `<sqs-menu-tabs><div class="menu-block"><div class="menus"><div class="menu"></div></div></div></sqs-menu-tabs>`;
    assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-menu-tabs> is left to render in the browser: its tabs are the platform's rendered menus, read there.",
    ]);
  });

  it('writes the page the take-over test loads (test/fixtures/ssr/menu-tabs-page.html rendered)', () => {
    assertRenderedFixture('menu-tabs');
    assert.deepEqual(warnings, []);
  });
});
