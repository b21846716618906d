import { expect, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.js';
import type { SqsAccordionItemElement } from '../../elements/accordion-item/define.js';
import { DISMISSED_KEY } from '../../elements/announcement-bar/useAnnouncementBar.js';
import type { SqsGalleryElement } from '../../elements/gallery/define.js';
import type { SqsLightboxElement } from '../../elements/lightbox/define.js';
import type { SqsMenuTabsElement } from '../../elements/menu-tabs/define.js';
import { OVERLAY_RECORD_KEY } from '../../elements/popup-overlay/overlay-record.js';
import { resetConfiguration } from '../../runtime/context.js';
import { deepActiveElement, part, shadow } from '../support/helpers.js';
import { mountIn, shownPopup } from '../support/i18n.js';

type Direction = 'ltr' | 'rtl';

/** Returns the box of the first `selector` match in `el`'s shadow root once it is rendered. */
const boxOf = async (el: Element, selector: string): Promise<DOMRect> =>
  (await part(el, selector)).getBoundingClientRect();

/** Returns the box of the text of `node` (its glyphs, not its block). */
function textBox(node: Node): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** The middle of a box along the x axis. */
const middle = (box: DOMRect) => box.left + box.width / 2;

/**
 * Checks that a part sits in the right half of its container left to right and, right to left, in the left half at
 * the same distance from the container's edge: `[part, container]` boxes of each direction.
 */
function mirrored([ltrPart, ltrBox]: DOMRect[], [rtlPart, rtlBox]: DOMRect[]): void {
  expect(middle(ltrPart!), 'left to right: on the right').to.be.above(middle(ltrBox!));
  expect(middle(rtlPart!), 'right to left: on the left').to.be.below(middle(rtlBox!));
  expect(rtlPart!.left - rtlBox!.left, 'the same distance from the edge').to.be.closeTo(
    ltrBox!.right - ltrPart!.right,
    1,
  );
}

const PHOTOS = [1, 2, 3]
  .map(
    (n) =>
      `<figure data-slide-id="s${n}"><img data-src="/examples/images/photo-0${n}.jpg" data-image-dimensions="2500x1563" alt="Photo ${n}"><figcaption>Caption ${n}</figcaption></figure>`,
  )
  .join('');

describe('right-to-left text mirrors the elements', () => {
  beforeEach(() => {
    resetConfiguration();
    localStorage.removeItem(DISMISSED_KEY);
    localStorage.removeItem(OVERLAY_RECORD_KEY);
  });
  afterEach(() => document.body.classList.remove('sqs-lightbox-open'));

  it('disclosure: the accordion item’s icon sits at the inline end and its label at the start; arrows stay vertical', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<HTMLElement>(
        `<sqs-accordion>
          <sqs-accordion-item heading="Shipping">Ships in 2 days.</sqs-accordion-item>
          <sqs-accordion-item heading="Returns">30 days.</sqs-accordion-item>
        </sqs-accordion>`,
        { dir, style: 'width: 400px' },
      );
      const items = [...el.querySelectorAll<SqsAccordionItemElement>('sqs-accordion-item')];
      const trigger = await boxOf(items[0]!, '[part~="trigger"]');
      const icon = await boxOf(items[0]!, '[part~="icon"]');
      const label = textBox(shadow(items[0]!).querySelector('[part~="label"]')!);
      return { el, items, trigger, icon, label };
    };
    const ltr = await place('ltr');
    expect(middle(ltr.icon)).to.be.above(middle(ltr.label));
    expect(ltr.label.left - ltr.trigger.left).to.be.below(ltr.trigger.right - ltr.label.right);
    const rtl = await place('rtl');
    expect(middle(rtl.icon)).to.be.below(middle(rtl.label));
    expect(rtl.trigger.right - rtl.label.right).to.be.below(rtl.label.left - rtl.trigger.left);
    // Headers stack vertically whatever the direction, so ArrowDown still goes to the next one.
    await nextFrame();
    shadow(rtl.items[0]!).querySelector<HTMLButtonElement>('[part~="trigger"]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(shadow(rtl.items[1]!).querySelector('[part~="trigger"]'));
  });

  it('tabs: the first tab is at the right and ArrowLeft moves focus to the next tab (WAI-ARIA APG)', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<SqsMenuTabsElement>(
        '<sqs-menu-tabs><sqs-menu-tab label="Starters"><p>Soup</p></sqs-menu-tab><sqs-menu-tab label="Mains"><p>Fish</p></sqs-menu-tab><sqs-menu-tab label="Desserts"><p>Cake</p></sqs-menu-tab></sqs-menu-tabs>',
        { dir },
      );
      await waitUntil(() => shadow(el).querySelectorAll('[role="tab"]').length === 3, 'the tabs never rendered');
      return { el, tabs: [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')] };
    };
    const ltr = await place('ltr');
    expect(ltr.tabs[0]!.getBoundingClientRect().left).to.be.below(ltr.tabs[1]!.getBoundingClientRect().left);
    const rtl = await place('rtl');
    expect(rtl.tabs[0]!.getBoundingClientRect().left).to.be.above(rtl.tabs[1]!.getBoundingClientRect().left);
    rtl.tabs[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(rtl.tabs[1]);
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(rtl.tabs[0]);
  });

  it('overlays: the popup’s close button and the dialog’s buttons move to the mirrored side', async () => {
    const popup = async (dir: Direction) => {
      const el = await shownPopup(`rtl-${dir}`, { dir }, 'Join our list');
      const dialog = await boxOf(el, 'dialog');
      const close = await boxOf(el, '[part~="close"]');
      el.remove();
      return { dialog, close };
    };
    const ltr = await popup('ltr');
    const rtl = await popup('rtl');
    mirrored([ltr.close, ltr.dialog], [rtl.close, rtl.dialog]);

    const dialog = async (dir: Direction) => {
      const el = await mountIn<HTMLElement & { show(): Promise<unknown>; hide(): void }>(
        '<sqs-dialog heading="Remove item" dialog-style="2" keep>Remove this item?</sqs-dialog>',
        { dir },
      );
      const shown = oneEvent(el, 'sqs-dialog-show');
      void el.show();
      await shown;
      const base = await boxOf(el, 'dialog');
      const button = await boxOf(el, '[part~="confirm"]');
      el.hide();
      return { base, button };
    };
    const ltrDialog = await dialog('ltr');
    const rtlDialog = await dialog('rtl');
    mirrored([ltrDialog.button, ltrDialog.base], [rtlDialog.button, rtlDialog.base]);
  });

  it('media: the gallery’s previous and next buttons swap sides, and ArrowLeft goes to the next slide', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<SqsGalleryElement>(
        `<sqs-gallery design="slideshow" transition="scroll" speed="0">${PHOTOS}</sqs-gallery>`,
        { dir, style: 'width: 600px' },
      );
      const previous = await boxOf(el, '[part~="previous"]');
      const next = await boxOf(el, '[part~="next"]');
      return { el, previous, next };
    };
    const ltr = await place('ltr');
    expect(ltr.previous.left).to.be.below(ltr.next.left);
    ltr.el.remove();
    const rtl = await place('rtl');
    expect(rtl.previous.left).to.be.above(rtl.next.left);
    expect(rtl.next.left).to.be.closeTo(ltr.previous.left, 1);

    document.body.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => rtl.el.currentIndex === 1, 'ArrowLeft did not go to the next slide');
    // The track moves the other way: the slide now shown is inside the viewport, not beside it.
    const viewport = await boxOf(rtl.el, '[part~="viewport"]');
    await waitUntil(() => {
      const slide = shadow(rtl.el).querySelectorAll('[part~="slide"]')[1]!.getBoundingClientRect();
      return Math.abs(slide.left - viewport.left) < 1;
    }, 'the second slide never moved into view');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => rtl.el.currentIndex === 0, 'ArrowRight did not go back');
    // A quick swipe to the right brings the next slide, as the slides come in from the left.
    let time = 1000;
    rtl.el.now = () => time;
    const at = { bubbles: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
    const y = viewport.top + 20;
    const target = await part(rtl.el, '[part~="viewport"]');
    target.dispatchEvent(new PointerEvent('pointerdown', { ...at, clientX: viewport.left + 100, clientY: y }));
    time += 100;
    target.dispatchEvent(new PointerEvent('pointerup', { ...at, clientX: viewport.left + 300, clientY: y }));
    await waitUntil(() => rtl.el.currentIndex === 1, 'a swipe to the right did not go to the next slide');
  });

  for (const design of ['carousel', 'slider']) {
    it(`media: the ${design} gallery's track moves the other way, keeping the current slide in view`, async () => {
      const el = await mountIn<SqsGalleryElement>(
        `<sqs-gallery design="${design}" speed="0">${PHOTOS}${PHOTOS.replace(/s(\d)"/g, 't$1"')}</sqs-gallery>`,
        { dir: 'rtl', style: 'width: 600px' },
      );
      const viewport = await boxOf(el, '[part~="viewport"]');
      el.goTo(4);
      await waitUntil(() => {
        const slide = shadow(el).querySelectorAll('[part~="slide"]')[4]!.getBoundingClientRect();
        return slide.width > 0 && slide.left >= viewport.left - 1 && slide.right <= viewport.right + 1;
      }, 'the fifth slide never came into view');
    });
  }

  it('media: in the lightbox, ArrowLeft goes to the next picture and the picture’s left half goes on', async () => {
    const el = await mountIn<SqsLightboxElement>(`<sqs-lightbox speed="0.05">${PHOTOS}</sqs-lightbox>`, {
      dir: 'rtl',
    });
    await el.updateComplete;
    let time = 1000;
    el.now = () => time;
    const opened = oneEvent(el, 'sqs-lightbox-open');
    el.show(0);
    await opened;
    await waitUntil(() => el.dataset.state === 'open', 'the lightbox never finished opening');
    const previous = await boxOf(el, '[part~="previous"]');
    const next = await boxOf(el, '[part~="next"]');
    expect(previous.left).to.be.above(next.left);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.index).to.equal(1);
    time += 300;
    await sendKeys({ press: 'ArrowRight' });
    expect(el.index).to.equal(0);
    const picture = await boxOf(el, '[part~="picture"]');
    const x = picture.left + 10;
    const y = picture.top + picture.height / 2;
    const target = shadow(el).elementFromPoint(x, y)!;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
    expect(el.index).to.equal(1);
    el.close();
    await waitUntil(() => el.dataset.state === 'closed', 'the lightbox never closed');
  });

  it('forms: the required marker follows the label at the inline end, and a counter’s text starts at the right', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<HTMLElement & { definition: unknown }>(`<sqs-form form-id="rtl-${dir}"></sqs-form>`, {
        dir,
        style: 'width: 400px',
      });
      el.definition = {
        // A Hebrew label: Latin text would stay one left-to-right run with its marker (Unicode bidi).
        fields: [
          { id: 'note', type: 'textarea', label: dir === 'rtl' ? 'הערה' : 'Note', required: true, maxLength: 20 },
        ],
      };
      const label = await part(el, '[part~="label"]');
      const marker = await part(el, '[part~="required"]');
      const counter = await part(el, '[part~="counter"]');
      const field = await boxOf(el, '[part~="field"]');
      return { label: textBox(label.firstChild!), marker: textBox(marker), counter: textBox(counter), field };
    };
    const ltr = await place('ltr');
    expect(ltr.marker.left).to.be.at.least(ltr.label.right - 1);
    expect(ltr.counter.left - ltr.field.left).to.be.below(1);
    const rtl = await place('rtl');
    expect(rtl.marker.right).to.be.at.most(rtl.label.left + 1);
    expect(rtl.field.right - rtl.counter.right).to.be.below(1);
  });

  it('banners: the announcement bar’s close button moves to the left', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<HTMLElement>(
        '<sqs-announcement-bar text="Free shipping this week" dismissible></sqs-announcement-bar>',
        { dir, style: 'width: 500px' },
      );
      return { base: await boxOf(el, '[part~="base"]'), close: await boxOf(el, '[part~="close"]') };
    };
    const ltr = await place('ltr');
    const rtl = await place('rtl');
    mirrored([ltr.close, ltr.base], [rtl.close, rtl.base]);
  });

  it('cart indicator: the count badge follows the bag icon on the other side', async () => {
    const place = async (dir: Direction) => {
      const el = await mountIn<HTMLElement>('<sqs-cart-indicator count="3" subtotal="$45.00"></sqs-cart-indicator>', {
        dir,
      });
      return { icon: await boxOf(el, '[part~="icon"]'), count: await boxOf(el, '[part~="count"]') };
    };
    const ltr = await place('ltr');
    expect(ltr.count.left).to.be.at.least(ltr.icon.right);
    const rtl = await place('rtl');
    expect(rtl.count.right).to.be.at.most(rtl.icon.left);
  });
});
