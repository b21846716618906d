import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { containFocus, FOCUSABLE, tabbable } from '../../runtime/contain-focus.js';
import { pressShiftTab } from '../../test/support/helpers.js';
import { focusables } from './focus.js';

const PICTURE = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'/>";

/** A box with what Tab reaches (an editable note, an image-map area, a frame, a link) among what it does not. */
async function mixedBox(): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`
    <div>
      <button tabindex="-1">Out of the order</button>
      <div id="note" contenteditable="" aria-label="Note">Note</div>
      <img src=${PICTURE} usemap="#spots" alt="Spots" width="40" height="20" />
      <map name="spots"><area id="spot" href="#spot" shape="rect" coords="0,0,20,20" alt="Spot" /></map>
      <iframe id="frame" title="Frame" width="40" height="20"></iframe>
      <span tabindex="-1">Out of the order too</span>
      <button disabled>Off</button>
      <fieldset disabled><input aria-label="Off with its fieldset" /></fieldset>
      <input type="hidden" value="hidden" />
      <div hidden><button>Hidden</button></div>
      <div inert><button>Inert</button></div>
      <button style="visibility: hidden">Invisible</button>
      <a id="last" href="#last">Last</a>
    </div>
  `);
}

const ids = (list: Element[]) => list.map((element) => element.id);

describe('focusables and the focus trap', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
  });

  it('find the same tabbable elements: an editable note, an area, a frame and a link, not tabindex="-1"', async () => {
    const box = await mixedBox();
    expect(ids(focusables(box))).to.deep.equal(['note', 'spot', 'frame', 'last']);
    expect(ids(tabbable(box))).to.deep.equal(ids(focusables(box)));
  });

  it('move Tab through that list in the runtime trap, wrapping at the ends', async () => {
    const box = await mixedBox();
    const list = focusables(box);
    release = containFocus({ container: box });
    // Keys pressed while the frame has focus go to the frame's own document, so each step starts from an element.
    for (const [i, element] of list.entries()) {
      if (element.localName === 'iframe') continue;
      element.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement, `Tab from ${element.id}`).to.equal(list[(i + 1) % list.length]);
    }
    list[0]!.focus();
    await pressShiftTab();
    expect(document.activeElement).to.equal(list[list.length - 1]);
  });

  it('count an element with tabindex="-1" as able to take focus, though Tab passes it', async () => {
    const box = await mixedBox();
    const skipped = box.querySelector('button[tabindex="-1"]')!;
    expect(skipped.matches(FOCUSABLE)).to.be.true;
    expect(focusables(box)).not.to.include(skipped);
  });
});
