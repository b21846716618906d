/**
 * The server render of `<sqs-review-form>` (dist/ssr.js; `npm run build` first): the review is sent as JSON with the
 * page's crumb (the reference API has no form-encoded endpoint for it), so without a script the form's title shows
 * with a note that reviewing needs JavaScript, and no form that would post nowhere.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attr, byPart, byTag, recordWarnings, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const rootOf = (html) => shadowOf(byTag(html, 'sqs-review-form')[0]);

describe('the server render of a review form', () => {
  it('shows its title and a note that reviewing needs JavaScript, and no form', () => {
    const html = ssr.renderElements('<sqs-review-form token="example-review-valid"></sqs-review-form>');
    const root = rootOf(html);
    assert.equal(textOf(byPart(root, 'heading')[0]), 'Rate your purchase');
    assert.equal(textOf(root.find((node) => node.tagName === 'p')), 'Turn on JavaScript to review this purchase.');
    assert.deepEqual(
      ['form', 'input', 'textarea', 'button'].flatMap((tag) => byTag(html, tag)),
      [],
    );
    assert.equal(attr(byPart(root, 'base')[0], 'role'), undefined);
    assert.deepEqual(warnings, []);
  });

  it('says a review link without a token is not valid, as the browser does', () => {
    const root = rootOf(ssr.renderElements('<sqs-review-form></sqs-review-form>'));
    assert.equal(attr(byPart(root, 'base')[0], 'data-state'), 'invalid');
    assert.equal(textOf(byPart(root, 'heading')[0]), 'This review link is not valid');
  });
});
