import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { pressShiftTab } from '../support/helpers.js';
import { CONTAIN_FOCUS_OPTIONS_ERROR, containFocus } from '../../runtime/contain-focus.js';

describe('containFocus', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
  });

  it('needs exactly one of container and predicate, with the exact error', () => {
    expect(CONTAIN_FOCUS_OPTIONS_ERROR).to.equal('One (and only one) of container and predicate must be set');
    const container = document.createElement('div');
    expect(() => containFocus({})).to.throw(Error, /^One \(and only one\) of container and predicate must be set$/);
    expect(() => containFocus({ container, predicate: () => true })).to.throw(Error, CONTAIN_FOCUS_OPTIONS_ERROR);
  });

  it('keeps Tab and Shift+Tab inside the container, wrapping at the ends', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <button id="before">before</button>
        <div id="box"><button id="a">a</button><input id="b" aria-label="b" /><button id="c">c</button></div>
        <button id="after">after</button>
      </div>
    `);
    const [a, c] = ['#a', '#c'].map((s) => root.querySelector<HTMLElement>(s)!);
    release = containFocus({ container: root.querySelector('#box')! });
    c!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(a);
    await pressShiftTab();
    expect(document.activeElement).to.equal(c);
    await pressShiftTab();
    expect(document.activeElement?.id).to.equal('b');
  });

  it('brings focus that lands outside back in, until released', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <button id="out">out</button>
        <div id="box"><button id="a">a</button></div>
      </div>
    `);
    const out = root.querySelector<HTMLElement>('#out')!;
    release = containFocus({ container: root.querySelector('#box')! });
    out.focus();
    expect(document.activeElement?.id).to.equal('a');
    release();
    release = undefined;
    out.focus();
    expect(document.activeElement).to.equal(out);
  });

  it('keeps focus among the elements a predicate accepts', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <button id="x" class="keep">x</button><button id="skip">skip</button><button id="y" class="keep">y</button>
      </div>
    `);
    release = containFocus({ predicate: (el) => el.classList.contains('keep') });
    root.querySelector<HTMLElement>('#x')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('y');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('x');
    root.querySelector<HTMLElement>('#skip')!.focus();
    expect(document.activeElement?.id).to.equal('x');
  });
});
