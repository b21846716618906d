/**
 * The server render of `<sqs-pricing-toggle>` (dist/ssr.js; `npm run build` first): without a script, whose buttons
 * switch sides, both sides show, each under its label.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  attr,
  byPart,
  byTag,
  recordWarnings,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-pricing-toggle')[0]);
const SIDES = '<p slot="left">£5 a month</p><p slot="right">£50 a year</p>';

describe('the server render of a pricing toggle', () => {
  it('shows both sides, each slotted under its label, in a group named as the buttons are', () => {
    const html = ssr.renderElements(`<sqs-pricing-toggle selected="right">${SIDES}</sqs-pricing-toggle>`);
    const root = rootOf(html);
    const [base] = byPart(root, 'base');
    assert.deepEqual([attr(base, 'role'), attr(base, 'aria-label')], ['group', 'Pricing options']);
    const panels = byPart(root, 'panel');
    assert.deepEqual(
      panels.map((panel) => [attr(panel, 'hidden'), textOf(panel), attr(panel.childNodes[1], 'name')]),
      [
        [undefined, 'Monthly', 'left'],
        [undefined, 'Yearly', 'right'],
      ],
    );
    // No button: without the script none would switch anything.
    assert.deepEqual(byTag(html, 'button'), []);
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
    assert.equal(typeof ssr.noScriptMarkup()['sqs-pricing-toggle'], 'string');
  });

  it("takes the page's labels", () => {
    const html = ssr.renderElements(
      `<sqs-pricing-toggle label="Billing" left-label="Pay monthly" right-label="Pay yearly">${SIDES}</sqs-pricing-toggle>`,
    );
    const root = rootOf(html);
    assert.equal(attr(byPart(root, 'base')[0], 'aria-label'), 'Billing');
    assert.deepEqual(byPart(root, 'panel').map(textOf), ['Pay monthly', 'Pay yearly']);
  });
});
