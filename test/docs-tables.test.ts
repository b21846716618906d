import { expect } from '@open-wc/testing';
import { apiTableLines } from '../scripts/docs-tables.mjs';

/**
 * The docs build (scripts/docs.mjs) refuses an element's prose that restates the attribute table it generates from
 * custom-elements.json: the check it runs, on examples and on every page of docs/elements/.
 */

const RULE = '| --- | --- | --- |';

describe('hand-written attribute tables in docs/elements/', () => {
  it('finds a table with an attribute and a property column, by the line of its header', () => {
    const prose = ['# `<sqs-x>`', '', '| attribute | property | default |', RULE, '| `open` | `open` | false |', ''];
    expect(apiTableLines(prose.join('\n'))).to.deep.equal([3]);
    const tagged = ['| `<sqs-x-item>` Attribute | Property | Type |', RULE, '| `heading` | `heading` | string |'];
    expect(apiTableLines(tagged.join('\n'))).to.deep.equal([1]);
  });

  it('leaves other tables alone: values of one attribute, events, and code', () => {
    const prose = [
      '| `shape` | height for 100 wide | CSS aspect ratio |',
      RULE,
      '| `square` | 100 | `100 / 100` |',
      '',
      '| Attribute | Meaning |',
      '| --- | --- |',
      '| `username` | The account to follow. |',
      '',
      '```md',
      '| attribute | property | default |',
      RULE,
      '```',
    ];
    expect(apiTableLines(prose.join('\n'))).to.deep.equal([]);
  });

  it('finds none in the prose of any element', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: Array<{ declarations: Array<{ tagName: string }> }>;
    };
    const tags = manifest.modules.map((module) => module.declarations[0]!.tagName);
    expect(tags.length).to.be.greaterThan(30);
    const restated: string[] = [];
    for (const tag of tags) {
      const response = await fetch(`/docs/elements/${tag}.md`);
      // An item element's prose may live in its parent's page, which is checked as that parent's.
      if (!response.ok) continue;
      const lines = apiTableLines(await response.text());
      if (lines.length) restated.push(`${tag}.md:${lines.join(',')}`);
    }
    expect(restated).to.deep.equal([]);
  });
});
