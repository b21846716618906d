/**
 * Real embed blocks (`sqs-block-embed`, block type 22) as published pages carry them: the block data with the owner's
 * embed code (resolved by hand), and the rendered iframe as the block's content. Human text is neutral words.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** Checks the embedded page is one sandboxed iframe of `src`, in a box of the given height or ratio. */
async function expectFrame(
  el: HTMLElement,
  { src, height, ratio }: { src: string; height?: string; ratio?: number },
): Promise<void> {
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('[part~="frame"] iframe'), 'no frame');
  const frame = root.querySelector<HTMLIFrameElement>('[part~="frame"] iframe')!;
  expect(frame.src.startsWith(src), frame.src).to.equal(true);
  expect(frame.getAttribute('sandbox')).to.contain('allow-scripts').and.not.contain('allow-same-origin');
  expect(frame.title).to.not.equal('');
  expect(root.querySelector('[part~="error"]'), 'an error instead of the embed').to.equal(null);
  const base = root.querySelector<HTMLElement>('[part~="base"]')!;
  if (height) {
    expect(base.dataset.sizing).to.equal('height');
    expect(base.style.getPropertyValue('--sqs-embed-block-height')).to.equal(height);
    expect(frame.getBoundingClientRect().height).to.be.closeTo(parseFloat(height), 1);
  }
  if (ratio) {
    expect(base.dataset.sizing).to.equal('ratio');
    const box = base.getBoundingClientRect();
    expect((box.height / box.width) * 100).to.be.closeTo(ratio, 1);
  }
}

/** The real embed blocks. */
export const embedCorpus: readonly CorpusBlock[] = [
  {
    name: 'a slide deck 100 % wide and 460 px high, resolved by hand, the rendered iframe as the block content',
    source:
      'MaggieAppleton/squarespace-katie-archiver output/posts/2017-9-25-setting-up-a-village-school-library-in-myanmar.json',
    block: String.raw`<div class="sqs-block embed-block sqs-block-embed" data-block-json='{"hSize":null,"floatDir":null,"html":"&lt;iframe src=\"https://docs.google.com/presentation/d/e/2PACX-1vQC6aM--Dblg4M7pbgMz93RNjHYT2Bbq4ng3opnkeSidRR6ptXjMZWJJQ7a_aK9XXAaSOkbIR8Zo71v/embed?start=false&amp;loop=false&amp;delayms=3000\" frameborder=\"0\" width=\"100%\" height=\"460\" allowfullscreen=\"true\" mozallowfullscreen=\"true\" webkitallowfullscreen=\"true\"&gt;&lt;/iframe&gt;","resolvedBy":"manual","resolved":true}' data-block-type="22" id="block-yui_3_17_2_1_1506302574688_56406"><div class="sqs-block-content" id="yui_3_17_2_1_1754300596796_67" style="visibility: visible; opacity: 1; height: auto;"><iframe allowfullscreen="true" data-embed="true" frameborder="0" height="460" mozallowfullscreen="true" src="https://docs.google.com/presentation/d/e/2PACX-1vQC6aM--Dblg4M7pbgMz93RNjHYT2Bbq4ng3opnkeSidRR6ptXjMZWJJQ7a_aK9XXAaSOkbIR8Zo71v/embed?start=false&amp;loop=false&amp;delayms=3000&amp;wmode=opaque" webkitallowfullscreen="true" width="100%"></iframe></div></div>`,
    element: String.raw`<sqs-embed-block block-json='{"hSize":null,"floatDir":null,"html":"&lt;iframe src=\"https://docs.google.com/presentation/d/e/2PACX-1vQC6aM--Dblg4M7pbgMz93RNjHYT2Bbq4ng3opnkeSidRR6ptXjMZWJJQ7a_aK9XXAaSOkbIR8Zo71v/embed?start=false&amp;loop=false&amp;delayms=3000\" frameborder=\"0\" width=\"100%\" height=\"460\" allowfullscreen=\"true\" mozallowfullscreen=\"true\" webkitallowfullscreen=\"true\"&gt;&lt;/iframe&gt;","resolvedBy":"manual","resolved":true}'><iframe allowfullscreen="true" data-embed="true" frameborder="0" height="460" mozallowfullscreen="true" src="https://docs.google.com/presentation/d/e/2PACX-1vQC6aM--Dblg4M7pbgMz93RNjHYT2Bbq4ng3opnkeSidRR6ptXjMZWJJQ7a_aK9XXAaSOkbIR8Zo71v/embed?start=false&amp;loop=false&amp;delayms=3000&amp;wmode=opaque" webkitallowfullscreen="true" width="100%"></iframe></sqs-embed-block>`,
    check: async (el) => expectFrame(el, { src: 'https://docs.google.com/presentation/d/e/', height: '460px' }),
  },
  {
    name: 'a slide deck 960 × 480, resolved by hand, the rendered iframe as the block content',
    source:
      'MaggieAppleton/squarespace-katie-archiver output/posts/2017-9-25-setting-up-a-village-school-library-in-myanmar.json',
    block: String.raw`<div class="sqs-block embed-block sqs-block-embed" data-block-json='{"hSize":null,"floatDir":null,"html":"&lt;iframe src=\"https://docs.google.com/presentation/d/e/2PACX-1vTFuK8CeBCwBsi45Odu1SLAOdhDzR5oa8xWm7bbpYpwTWuvmtCIKTUuY4ih2ikpCuiYBN9VT6w6G_KZ/embed?start=false&amp;loop=false&amp;delayms=3000\" frameborder=\"0\" width=\"960\" height=\"480\" allowfullscreen=\"true\" mozallowfullscreen=\"true\" webkitallowfullscreen=\"true\"&gt;&lt;/iframe&gt;","resolvedBy":"manual","resolved":true}' data-block-type="22" id="block-yui_3_17_2_13_1506302574688_10671"><div class="sqs-block-content" id="yui_3_17_2_1_1754300596796_71" style="visibility: visible; opacity: 1; height: auto;"><iframe allowfullscreen="true" data-embed="true" frameborder="0" height="480" mozallowfullscreen="true" src="https://docs.google.com/presentation/d/e/2PACX-1vTFuK8CeBCwBsi45Odu1SLAOdhDzR5oa8xWm7bbpYpwTWuvmtCIKTUuY4ih2ikpCuiYBN9VT6w6G_KZ/embed?start=false&amp;loop=false&amp;delayms=3000&amp;wmode=opaque" webkitallowfullscreen="true" width="960"></iframe></div></div>`,
    element: String.raw`<sqs-embed-block block-json='{"hSize":null,"floatDir":null,"html":"&lt;iframe src=\"https://docs.google.com/presentation/d/e/2PACX-1vTFuK8CeBCwBsi45Odu1SLAOdhDzR5oa8xWm7bbpYpwTWuvmtCIKTUuY4ih2ikpCuiYBN9VT6w6G_KZ/embed?start=false&amp;loop=false&amp;delayms=3000\" frameborder=\"0\" width=\"960\" height=\"480\" allowfullscreen=\"true\" mozallowfullscreen=\"true\" webkitallowfullscreen=\"true\"&gt;&lt;/iframe&gt;","resolvedBy":"manual","resolved":true}'><iframe allowfullscreen="true" data-embed="true" frameborder="0" height="480" mozallowfullscreen="true" src="https://docs.google.com/presentation/d/e/2PACX-1vTFuK8CeBCwBsi45Odu1SLAOdhDzR5oa8xWm7bbpYpwTWuvmtCIKTUuY4ih2ikpCuiYBN9VT6w6G_KZ/embed?start=false&amp;loop=false&amp;delayms=3000&amp;wmode=opaque" webkitallowfullscreen="true" width="960"></iframe></sqs-embed-block>`,
    check: async (el) => expectFrame(el, { src: 'https://docs.google.com/presentation/d/e/', ratio: 50 }),
  },
];
