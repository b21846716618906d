/**
 * Real video blocks (`sqs-block-video`, block type 32) as published pages carry them: the block data with the
 * provider's embed code (a protocol-relative source, a line break inside the iframe), the rendered wrapper with its
 * `data-html` and intrinsic boxes. Human text is neutral words, thumbnails are the example images.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** Checks the video shows its thumbnail behind a play button, in a box of the embed's proportions. */
async function expectOverlay(
  el: HTMLElement,
  { ratio, thumbnail }: { ratio: number; thumbnail: string },
): Promise<void> {
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('[part~="play-button"]'), 'no play button');
  const button = root.querySelector<HTMLButtonElement>('[part~="play-button"]')!;
  expect(button.getAttribute('aria-label')).to.match(/^Play video/);
  expect(root.querySelector('[part~="error"]'), 'an error instead of the video').to.equal(null);
  const base = root.querySelector<HTMLElement>('[part~="base"]')!;
  expect(base.dataset.state).to.equal('overlay');
  expect(parseFloat(base.style.getPropertyValue('--sqs-video-ratio'))).to.be.closeTo(ratio, 0.01);
  expect(root.querySelector<HTMLImageElement>('[part~="thumbnail"]')?.getAttribute('src')).to.equal(thumbnail);
}

/** The real video blocks. */
export const videoCorpus: readonly CorpusBlock[] = [
  {
    name: 'YouTube with a protocol-relative source, a line break inside the iframe, caption hidden, the rendered intrinsic wrapper and its data-html',
    source: 'MaggieAppleton/squarespace-katie-archiver output/posts/2019-4-25-literacylab.json',
    block: String.raw`<div class="sqs-block video-block sqs-block-video" data-block-json="{&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:false,&quot;description&quot;:{&quot;html&quot;:&quot;Neutral words about the video.&quot;},&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;html&quot;:&quot;&lt;iframe src=\&quot;//www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;amp;wmode=opaque&amp;amp;enablejsapi=1\&quot; height=\&quot;480\&quot; width=\&quot;854\&quot; scrolling=\&quot;no\&quot; frameborder=\&quot;0\&quot; allowfullscreen=\&quot;\&quot;&gt;\n&lt;/iframe&gt;&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=daH7DO5dmy8&amp;feature=youtu.be&quot;,&quot;width&quot;:854,&quot;height&quot;:480,&quot;providerName&quot;:&quot;YouTube&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-03.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;}" data-block-type="32" id="block-yui_3_17_2_1_1556939417644_522466"><div class="sqs-block-content" id="yui_3_17_2_1_1754303203567_67"><div class="intrinsic" style="max-width:100%"><div class="embed-block-wrapper" style="padding-bottom:56.20609%;"><div class="sqs-video-wrapper video-none" data-html='&lt;iframe src="//www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen=""&gt;&lt;br/&gt;&lt;/iframe&gt;' data-provider-name="YouTube" id="yui_3_17_2_1_1754303203567_74"><div class="intrinsic"><div class="intrinsic-inner" style="padding-bottom: 56.2061%;"><iframe allowfullscreen="" frameborder="0" height="480" id="yui_3_17_2_1_1754303203567_79" scrolling="no" src="https://www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;wmode=opaque&amp;enablejsapi=1" width="854"><br/></iframe></div></div></div></div></div></div></div>`,
    element: String.raw`<sqs-video block-json='{&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:false,&quot;description&quot;:{&quot;html&quot;:&quot;Neutral words about the video.&quot;},&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;html&quot;:&quot;&lt;iframe src=\&quot;//www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;amp;wmode=opaque&amp;amp;enablejsapi=1\&quot; height=\&quot;480\&quot; width=\&quot;854\&quot; scrolling=\&quot;no\&quot; frameborder=\&quot;0\&quot; allowfullscreen=\&quot;\&quot;&gt;\n&lt;/iframe&gt;&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=daH7DO5dmy8&amp;feature=youtu.be&quot;,&quot;width&quot;:854,&quot;height&quot;:480,&quot;providerName&quot;:&quot;YouTube&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-03.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;}'><div class="intrinsic" style="max-width:100%"><div class="embed-block-wrapper" style="padding-bottom:56.20609%;"><div class="sqs-video-wrapper video-none" data-html='&lt;iframe src="//www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen=""&gt;&lt;br/&gt;&lt;/iframe&gt;' data-provider-name="YouTube" id="yui_3_17_2_1_1754303203567_74"><div class="intrinsic"><div class="intrinsic-inner" style="padding-bottom: 56.2061%;"><iframe allowfullscreen="" frameborder="0" height="480" id="yui_3_17_2_1_1754303203567_79" scrolling="no" src="https://www.youtube.com/embed/daH7DO5dmy8?feature=youtu.be&amp;wmode=opaque&amp;enablejsapi=1" width="854"><br/></iframe></div></div></div></div></div></sqs-video>`,
    check: async (el) => expectOverlay(el, { ratio: (480 / 854) * 100, thumbnail: '/examples/images/photo-03.jpg' }),
  },
  {
    name: 'YouTube with a protocol-relative source and a line break in the block data, no provider name, a <br /> in the rendered iframe',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue.blade.php',
    block: String.raw`<div class="sqs-block video-block sqs-block-video"
  data-block-json="{&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:false,&quot;description&quot;:{&quot;html&quot;:&quot;Neutral words about the video.&quot;},&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;html&quot;:&quot;<iframe src=\&quot;//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;amp;enablejsapi=1\&quot; height=\&quot;480\&quot; width=\&quot;854\&quot; scrolling=\&quot;no\&quot; frameborder=\&quot;0\&quot; allowfullscreen=\&quot;\&quot;>\n</iframe>&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=3lxSMsXdaDE&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-05.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;}"
  data-block-type="32" id="block-yui_3_17_2_26_1485926403897_5359">
  <div class="sqs-block-content" id="yui_3_17_2_1_1669773261337_117">
  <div class="sqs-video-wrapper video-none" data-provider-name=""
  data-html="<iframe src=&quot;//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1&quot; height=&quot;480&quot; width=&quot;854&quot; scrolling=&quot;no&quot; frameborder=&quot;0&quot; allowfullscreen=&quot;&quot;><br/></iframe>"
  id="yui_3_17_2_1_1669773261337_124">
  <div class="intrinsic">
  <div class="intrinsic-inner" style="padding-bottom: 56.2061%;"><iframe
  src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480"
  width="854" scrolling="no" frameborder="0" allowfullscreen=""
  id="yui_3_17_2_1_1669773261337_129"><br /></iframe></div>
  </div>
  </div>
  </div>
  </div>`,
    element: String.raw`<sqs-video block-json='{&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:false,&quot;description&quot;:{&quot;html&quot;:&quot;Neutral words about the video.&quot;},&quot;hSize&quot;:null,&quot;floatDir&quot;:null,&quot;html&quot;:&quot;<iframe src=\&quot;//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;amp;enablejsapi=1\&quot; height=\&quot;480\&quot; width=\&quot;854\&quot; scrolling=\&quot;no\&quot; frameborder=\&quot;0\&quot; allowfullscreen=\&quot;\&quot;>\n</iframe>&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=3lxSMsXdaDE&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-05.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;}'>
  <div class="sqs-video-wrapper video-none" data-provider-name=""
  data-html="<iframe src=&quot;//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1&quot; height=&quot;480&quot; width=&quot;854&quot; scrolling=&quot;no&quot; frameborder=&quot;0&quot; allowfullscreen=&quot;&quot;><br/></iframe>"
  id="yui_3_17_2_1_1669773261337_124">
  <div class="intrinsic">
  <div class="intrinsic-inner" style="padding-bottom: 56.2061%;"><iframe
  src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480"
  width="854" scrolling="no" frameborder="0" allowfullscreen=""
  id="yui_3_17_2_1_1669773261337_129"><br /></iframe></div>
  </div>
  </div>
  </sqs-video>`,
    check: async (el) => expectOverlay(el, { ratio: (480 / 854) * 100, thumbnail: '/examples/images/photo-05.jpg' }),
  },
  {
    name: 'YouTube oEmbed with a custom thumbnail over it, the block data’s braces written as character references, the rendered overlay with its lazy image',
    source: 'serious-people-net/legalwarming index.html',
    block: String.raw`<div class="sqs-block video-block sqs-block-video" data-block-json="&#123;&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:true,&quot;description&quot;:&#123;&#125;,&quot;isOldBlock&quot;:false,&quot;customThumb&quot;:&quot;67f3d435cfc6dd38d8b93f78&quot;,&quot;html&quot;:&quot;&lt;iframe width=\&quot;200\&quot; height=\&quot;113\&quot; src=\&quot;https://www.youtube.com/embed/67h0KaNgOnI?feature=oembed\&quot; frameborder=\&quot;0\&quot; allow=\&quot;accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share\&quot; referrerpolicy=\&quot;strict-origin-when-cross-origin\&quot; allowfullscreen title=\&quot;Neutral title\&quot;&gt;&lt;/iframe&gt;&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=67h0KaNgOnI&quot;,&quot;width&quot;:200,&quot;height&quot;:113,&quot;providerName&quot;:&quot;YouTube&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-04.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;&#125;" data-block-type="32" id="block-yui_3_17_2_1_1743788483421_2886"><div class="sqs-block-content"><div class="intrinsic" style="max-width:100%"><div class="embed-block-wrapper " style="padding-bottom:56.5%;"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html="&lt;iframe width=&quot;200&quot; height=&quot;113&quot; src=&quot;https://www.youtube.com/embed/67h0KaNgOnI?feature=oembed&quot; frameborder=&quot;0&quot; allow=&quot;accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share&quot; referrerpolicy=&quot;strict-origin-when-cross-origin&quot; allowfullscreen title=&quot;Neutral title&quot;&gt;&lt;/iframe&gt;"><div class="sqs-video-overlay" style="opacity: 0;"><img data-src="/examples/images/photo-06.jpg" data-load="false" data-image-focal-point="0.5,0.5" /><div class="sqs-video-opaque"></div><div class="sqs-video-icon"></div></div></div></div></div></div></div>`,
    element: String.raw`<sqs-video block-json="&#123;&quot;blockAnimation&quot;:&quot;none&quot;,&quot;layout&quot;:&quot;caption-hidden&quot;,&quot;overlay&quot;:true,&quot;description&quot;:&#123;&#125;,&quot;isOldBlock&quot;:false,&quot;customThumb&quot;:&quot;67f3d435cfc6dd38d8b93f78&quot;,&quot;html&quot;:&quot;&lt;iframe width=\&quot;200\&quot; height=\&quot;113\&quot; src=\&quot;https://www.youtube.com/embed/67h0KaNgOnI?feature=oembed\&quot; frameborder=\&quot;0\&quot; allow=\&quot;accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share\&quot; referrerpolicy=\&quot;strict-origin-when-cross-origin\&quot; allowfullscreen title=\&quot;Neutral title\&quot;&gt;&lt;/iframe&gt;&quot;,&quot;url&quot;:&quot;https://www.youtube.com/watch?v=67h0KaNgOnI&quot;,&quot;width&quot;:200,&quot;height&quot;:113,&quot;providerName&quot;:&quot;YouTube&quot;,&quot;thumbnailUrl&quot;:&quot;/examples/images/photo-04.jpg&quot;,&quot;resolvedBy&quot;:&quot;youtube&quot;&#125;"><div class="intrinsic" style="max-width:100%"><div class="embed-block-wrapper " style="padding-bottom:56.5%;"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html="&lt;iframe width=&quot;200&quot; height=&quot;113&quot; src=&quot;https://www.youtube.com/embed/67h0KaNgOnI?feature=oembed&quot; frameborder=&quot;0&quot; allow=&quot;accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share&quot; referrerpolicy=&quot;strict-origin-when-cross-origin&quot; allowfullscreen title=&quot;Neutral title&quot;&gt;&lt;/iframe&gt;"><div class="sqs-video-overlay" style="opacity: 0;"><img data-src="/examples/images/photo-06.jpg" data-load="false" data-image-focal-point="0.5,0.5" /><div class="sqs-video-opaque"></div><div class="sqs-video-icon"></div></div></div></div></div></sqs-video>`,
    check: async (el) => expectOverlay(el, { ratio: (113 / 200) * 100, thumbnail: '/examples/images/photo-06.jpg' }),
  },
];
