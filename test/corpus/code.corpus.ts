/**
 * Real code blocks (`.sqs-block-code`, block type 23): no `data-block-json`; the owner's code is rendered in
 * `.sqs-block-content` (with "display source", as a `pre.source-code`). The owner's code is replaced by neutral code,
 * and the provider's widget script by `test/fixtures/code-widget.js`, which fills the placeholder as it would.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** Returns the light-DOM elements the element's slot shows. */
const shown = (el: HTMLElement): Element[] => el.shadowRoot!.querySelector('slot')!.assignedElements({ flatten: true });

/** Returns a check that finds the anchor `id` in the light DOM, where a link to `#id` reaches it. */
const anchored =
  (id: string) =>
  async (el: HTMLElement): Promise<void> => {
    const anchor = el.ownerDocument.getElementById(id);
    expect(anchor?.parentElement).to.equal(el);
    expect(shown(el)).to.include(anchor);
  };

/** Returns a check that finds the source shown as text, line breaks kept, nothing of it run as markup. */
const source =
  (lines: string[]) =>
  async (el: HTMLElement): Promise<void> => {
    const pre = el.querySelector('pre.source-code')!;
    expect(shown(el)).to.include(pre);
    for (const line of lines) expect(pre.textContent).to.include(line);
    expect(pre.querySelectorAll('br').length).to.be.greaterThan(lines.length - 1);
  };

/** Checks that the widget's script ran (the page allows it) and filled its placeholder. */
const widget = async (el: HTMLElement): Promise<void> => {
  const placeholder = el.querySelector('[class^="elfsight-app-"]')!;
  await waitUntil(() => placeholder.textContent === 'Widget', 'the widget script never ran');
  expect(shown(el)).to.include(placeholder);
};

/** The real code blocks. */
export const codeCorpus: readonly CorpusBlock[] = [
  {
    name: 'an anchor for a button to jump to',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-yui_3_17_2_1_1585939986475_15985"><div class="sqs-block-content"><span id="learn-more" style="height: 0px;"></span></div></div>`,
    element: `<sqs-code-block><span id="learn-more" style="height: 0px;"></span></sqs-code-block>`,
    check: anchored('learn-more'),
  },
  {
    name: 'another anchor, written without a unit',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-yui_3_17_2_1_1585942118236_22789"><div class="sqs-block-content"><span id="apply" style="height: 0"></span></div></div>`,
    element: `<sqs-code-block><span id="apply" style="height: 0"></span></sqs-code-block>`,
    check: anchored('apply'),
  },
  {
    name: 'source code shown as text',
    source: 'swilliams/squarespace-exporter test/factory.json',
    block: `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-d29e4ab14cf5f6d7dd50"><div class="sqs-block-content"><pre class="source-code">class Example<br>end<br><br>e = Example.new<br>Example.class_eval %q(def greet() 'Hello' end)<br>e.greet # Hello<br></pre></div></div>`,
    element: `<sqs-code-block><pre class="source-code">class Example<br>end<br><br>e = Example.new<br>Example.class_eval %q(def greet() 'Hello' end)<br>e.greet # Hello<br></pre></sqs-code-block>`,
    check: source(['class Example', 'e.greet # Hello']),
  },
  {
    name: 'source code with escaped markup',
    source: 'swilliams/squarespace-exporter test/factory.json',
    block: `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-16bbd141e48688acbffb"><div class="sqs-block-content"><pre class="source-code">module Parts<br>  class &lt;&lt; self<br>    def included(base)<br>      base.extend Parts::ClassMethods<br>    end<br>  end<br>end<br><br></pre></div></div>`,
    element: `<sqs-code-block><pre class="source-code">module Parts<br>  class &lt;&lt; self<br>    def included(base)<br>      base.extend Parts::ClassMethods<br>    end<br>  end<br>end<br><br></pre></sqs-code-block>`,
    check: source(['module Parts', 'class << self']),
  },
  {
    name: "a provider's widget: its script and its placeholder",
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/about_us.blade.php',
    block: `<div class="sqs-block code-block sqs-block-code" data-block-type="23"
                                    id="block-yui_3_17_2_1_1663570257915_2082">
                                    <div class="sqs-block-content">
                                        <script src="/test/fixtures/code-widget.js" defer=""></script>
                                        <div class="elfsight-app-5e20a747-73d6-473c-aaa3-c6b524056582"></div>
                                    </div>
                                </div>`,
    element: `<sqs-code-block>
                                        <script src="/test/fixtures/code-widget.js" defer=""></script>
                                        <div class="elfsight-app-5e20a747-73d6-473c-aaa3-c6b524056582"></div></sqs-code-block>`,
    check: widget,
  },
];
