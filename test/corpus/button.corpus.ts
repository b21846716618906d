/**
 * Real button blocks (`.sqs-block-button`, block type 53): no `data-block-json`; the block's settings are the
 * rendered `.sqs-block-button-container`'s `data-alignment`, `data-button-size` and `data-button-type`, and the link
 * is its `a.sqs-block-button-element` (the platform's own script reads the block from this markup).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** What a visitor sees on a button block. */
interface Designed {
  /** The site's button design. */
  type: 'primary' | 'secondary' | 'tertiary';
  /** Its size. */
  size: 'small' | 'medium' | 'large';
  /** Its side of the block. */
  alignment: 'left' | 'center' | 'right';
  /** Where the link leads. */
  href: string;
  /** Whether it opens a new window. */
  newWindow: boolean;
  /** Its label. */
  label: string;
}

/** Returns a check that finds one link with the block's address, window, label, design, size and side. */
const designed =
  (expected: Designed) =>
  async (el: HTMLElement): Promise<void> => {
    const root = el.shadowRoot!;
    await waitUntil(() => root.querySelector('a[part~="button"]'), 'no link');
    const base = root.querySelector<HTMLElement>('[part~="base"]')!;
    expect(base.dataset).to.include({ type: expected.type, size: expected.size, alignment: expected.alignment });
    const link = root.querySelector<HTMLAnchorElement>('a[part~="button"]')!;
    expect(link.getAttribute('href')).to.equal(expected.href);
    expect(link.target).to.equal(expected.newWindow ? '_blank' : '');
    expect(root.querySelector('[part~="label"]')!.textContent).to.equal(expected.label);
    expect(root.querySelectorAll('slot')).to.have.length(0);
    const style = getComputedStyle(link);
    if (expected.type === 'primary') expect(style.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    else expect(style.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(style.textDecorationLine).to.equal(expected.type === 'tertiary' ? 'underline' : 'none');
  };

/** The real button blocks. */
export const buttonCorpus: readonly CorpusBlock[] = [
  {
    name: 'large secondary button, centred, to an anchor on the page',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-yui_3_17_2_1_1584095354887_12055"><div class="sqs-block-content">

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="large"
  data-button-type="secondary"
>
  <a
    href="#learn-more"
    class="sqs-block-button-element--large sqs-button-element--secondary sqs-block-button-element"
    
  >
    LEARN MORE
  </a>
</div>
</div></div>`,
    element: `<sqs-button>

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="large"
  data-button-type="secondary"
>
  <a
    href="#learn-more"
    class="sqs-block-button-element--large sqs-button-element--secondary sqs-block-button-element"
    
  >
    LEARN MORE
  </a>
</div></sqs-button>`,
    check: designed({
      type: 'secondary',
      size: 'large',
      alignment: 'center',
      href: '#learn-more',
      newWindow: false,
      label: 'LEARN MORE',
    }),
  },
  {
    name: 'medium primary button opening a form in a new window',
    source: 'Kraya007/phkdrive index.html',
    block: `<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-yui_3_17_2_1_1585942118236_21304"><div class="sqs-block-content">

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="medium"
  data-button-type="primary"
>
  <a
    href="https://example.com/forms/apply?usp=dialog"
    class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"
    target="_blank"
  >
    COMPLETE APPLICATION
  </a>
</div>
</div></div>`,
    element: `<sqs-button>

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="medium"
  data-button-type="primary"
>
  <a
    href="https://example.com/forms/apply?usp=dialog"
    class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"
    target="_blank"
  >
    COMPLETE APPLICATION
  </a>
</div></sqs-button>`,
    check: designed({
      type: 'primary',
      size: 'medium',
      alignment: 'center',
      href: 'https://example.com/forms/apply?usp=dialog',
      newWindow: true,
      label: 'COMPLETE APPLICATION',
    }),
  },
  {
    name: 'medium primary button on the left, in a half column',
    source: 'imranertaza/DA-Sein-Project app/Views/web/office.php',
    block: `<div class="sqs-block button-block sqs-block-button" data-block-type="53"
                                 id="block-ff500b7760fa743d9e0b">
                                <div class="sqs-block-content">

                                    <div
                                            class="sqs-block-button-container sqs-block-button-container--left"
                                            data-animation-role="button"
                                            data-alignment="left"
                                            data-button-size="medium"
                                            data-button-type="primary"
                                    >
                                        <a href="/working-here"
                                           class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">
                                            Working here </a>
                                    </div>
                                </div>
                            </div>`,
    element: `<sqs-button>

                                    <div
                                            class="sqs-block-button-container sqs-block-button-container--left"
                                            data-animation-role="button"
                                            data-alignment="left"
                                            data-button-size="medium"
                                            data-button-type="primary"
                                    >
                                        <a href="/working-here"
                                           class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">
                                            Working here </a>
                                    </div></sqs-button>`,
    check: designed({
      type: 'primary',
      size: 'medium',
      alignment: 'left',
      href: '/working-here',
      newWindow: false,
      label: 'Working here',
    }),
  },
  {
    name: 'small tertiary button, centred, to another site',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/contact_us.blade.php',
    block: `<div class="sqs-block button-block sqs-block-button" data-block-type="53"
                id="block-yui_3_17_2_1_1524027508356_8002">
                <div class="sqs-block-content" id="yui_3_17_2_1_1669738308858_117">

                  <div class="sqs-block-button-container sqs-block-button-container--center"
                    data-animation-role="button" data-alignment="center" data-button-size="small"
                    data-button-type="tertiary" id="yui_3_17_2_1_1669738308858_116">
                    <a href="https://example.com/profile/?hl=en"
                      class="sqs-block-button-element--small sqs-button-element--tertiary sqs-block-button-element"
                      data-initialized="true">
                      Follow us
                    </a>
                  </div>
                </div>
              </div>`,
    element: `<sqs-button>

                  <div class="sqs-block-button-container sqs-block-button-container--center"
                    data-animation-role="button" data-alignment="center" data-button-size="small"
                    data-button-type="tertiary" id="yui_3_17_2_1_1669738308858_116">
                    <a href="https://example.com/profile/?hl=en"
                      class="sqs-block-button-element--small sqs-button-element--tertiary sqs-block-button-element"
                      data-initialized="true">
                      Follow us
                    </a>
                  </div></sqs-button>`,
    check: designed({
      type: 'tertiary',
      size: 'small',
      alignment: 'center',
      href: 'https://example.com/profile/?hl=en',
      newWindow: false,
      label: 'Follow us',
    }),
  },
  {
    name: 'small tertiary button on the right, with an arrow in its label',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/contact_us.blade.php',
    block: `<div class="sqs-block button-block sqs-block-button" data-block-type="53"
                id="block-yui_3_17_2_1_1410979096848_6610">
                <div class="sqs-block-content" id="yui_3_17_2_1_1669738308858_124">

                  <div class="sqs-block-button-container sqs-block-button-container--right" data-animation-role="button"
                    data-alignment="right" data-button-size="small" data-button-type="tertiary"
                    id="yui_3_17_2_1_1669738308858_123">
                    <a href="/contact"
                      class="sqs-block-button-element--small sqs-button-element--tertiary sqs-block-button-element"
                      data-initialized="true">
                      START THE PROCESS →
                    </a>
                  </div>
                </div>
              </div>`,
    element: `<sqs-button>

                  <div class="sqs-block-button-container sqs-block-button-container--right" data-animation-role="button"
                    data-alignment="right" data-button-size="small" data-button-type="tertiary"
                    id="yui_3_17_2_1_1669738308858_123">
                    <a href="/contact"
                      class="sqs-block-button-element--small sqs-button-element--tertiary sqs-block-button-element"
                      data-initialized="true">
                      START THE PROCESS →
                    </a>
                  </div></sqs-button>`,
    check: designed({
      type: 'tertiary',
      size: 'small',
      alignment: 'right',
      href: '/contact',
      newWindow: false,
      label: 'START THE PROCESS →',
    }),
  },
  {
    name: 'stretched primary button opening a form with a query in a new window',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/index.html',
    block: `<div class="sqs-block button-block sqs-block-button sqs-stretched" data-block-type="53" id="block-965ce7bed9a1617fb1a2"><div class="sqs-block-content">

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="medium"
  data-button-type="primary"
>
  <a
    href="https://example.com/qnr?id=4902&hash=d83cf1baabcbb257"
    class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"
    target="_blank"
  >
    Free Form
  </a>
</div>
</div></div>`,
    element: `<sqs-button>

<div
  class="sqs-block-button-container sqs-block-button-container--center"
  data-animation-role="button"
  data-alignment="center"
  data-button-size="medium"
  data-button-type="primary"
>
  <a
    href="https://example.com/qnr?id=4902&hash=d83cf1baabcbb257"
    class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"
    target="_blank"
  >
    Free Form
  </a>
</div></sqs-button>`,
    check: designed({
      type: 'primary',
      size: 'medium',
      alignment: 'center',
      href: 'https://example.com/qnr?id=4902&hash=d83cf1baabcbb257',
      newWindow: true,
      label: 'Free Form',
    }),
  },
];
