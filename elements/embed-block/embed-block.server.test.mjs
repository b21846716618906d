/**
 * The server render of `<sqs-embed-block>` (dist/ssr.js; `npm run build` first): it is always left to the browser,
 * whose parser sanitises its embed, with a warning that says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recordWarnings, ssr } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();

describe('the server render of an embed block', () => {
  it('leaves the block as it is, saying why', () => {
    const page =
      '<sqs-embed-block html="&lt;iframe src=&quot;https://example.com&quot;&gt;&lt;/iframe&gt;"></sqs-embed-block>';
    assert.equal(ssr.renderElements(page), page);
    assert.deepEqual(warnings, [
      "<sqs-embed-block> is left to render in the browser: its embed is sanitised with the browser's parser there.",
    ]);
  });
});
