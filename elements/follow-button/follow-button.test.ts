import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsFollowButtonElement } from './define.js';
import { FOLLOW_BUTTON_TIMEOUT_MS, SOCIAL_WIDGETS, SOCIAL_WIDGETS_SCRIPT } from './useFollowButton.js';
import { providerScriptUrl } from '../shared/hooks/useProviderScript.js';
import { setConsent } from '../../runtime/consent.js';
import { configure } from '../../runtime/context.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import {
  forgetProviders,
  freshAddress,
  pointAt,
  restrictive,
  scriptsOf,
  standIn,
  timeOutOnAppend,
} from '../../test/support/provider-scripts.js';
import { useSiteContext } from '../../test/support/site-context.js';

type StandInWindow = Window & {
  twttr?: { widgets: { calls: Array<{ username: string; options: Record<string, unknown> }> } };
};
const win = window as StandInWindow;

const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  shadow(el).querySelector<T>(selector);
const link = (el: Element) => q<HTMLAnchorElement>(el, '[part~="link"]');

/** Records console.warn and console.error while `fn` runs. */
async function captureConsole(fn: () => Promise<void>): Promise<string[]> {
  const original = console.error;
  const errors: string[] = [];
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    return [...(await captureWarnings(fn)), ...errors];
  } finally {
    console.error = original;
  }
}

async function followButton(markup: string): Promise<SqsFollowButtonElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  holder.innerHTML = markup;
  const el = holder.firstElementChild as SqsFollowButtonElement;
  await el.updateComplete;
  return el;
}

describe('<sqs-follow-button>', () => {
  useSiteContext();
  afterEach(() => forgetProviders('twttr'));

  it('is a working profile link before the widget script may load, and loads nothing before consent', async () => {
    restrictive();
    const address = standIn('social-widgets.js');
    pointAt({ socialWidgets: address });
    const el = await followButton('<sqs-follow-button data-username="squarespace"></sqs-follow-button>');
    await waitUntil(() => link(el), 'no link');
    await expect(el).to.be.accessible();
    expect(link(el)!.href).to.equal('https://x.com/squarespace');
    expect(link(el)!.textContent).to.equal('Follow @squarespace');
    expect(link(el)!.hidden).to.be.false;
    expect(q(el, '[part~="base"]')!.dataset.state).to.equal('consent');
    expect(scriptsOf(address)).to.have.length(0);

    setConsent(true);
    await waitUntil(() => q(el, '[part~="base"]')?.dataset.upgraded === 'true', 'never upgraded after consent');
    expect(scriptsOf(address)).to.have.length(1);
  });

  it('loads the widget script once for every button, then the widget upgrades each link', async () => {
    const address = standIn('social-widgets.js');
    pointAt({ socialWidgets: address });
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    holder.innerHTML =
      '<sqs-follow-button username="squarespace"></sqs-follow-button><sqs-follow-button data-username="acme_co"></sqs-follow-button>';
    const buttons = [...holder.children] as SqsFollowButtonElement[];
    await waitUntil(
      () => buttons.every((el) => q(el, '[part~="base"]')?.dataset.upgraded === 'true'),
      'not both upgraded',
      { timeout: 5000 },
    );
    await expect(holder).to.be.accessible();
    expect(scriptsOf(address)).to.have.length(1);
    expect(win.twttr!.widgets.calls.map((call) => call.username).sort()).to.deep.equal(['acme_co', 'squarespace']);
    expect(win.twttr!.widgets.calls[0]!.options).to.deep.equal({ lang: 'en', showCount: false });
    for (const el of buttons) {
      expect(link(el)!.hidden).to.be.true;
      expect(q(el, '[part~="widget"] button.twitter-follow-button')).to.exist;
    }
  });

  it('keeps its line from link to button: the button takes the link’s place, and a refused handle keeps the line', async () => {
    restrictive();
    const address = standIn('social-widgets.js');
    pointAt({ socialWidgets: address });
    const holder = await fixture<HTMLDivElement>(html`<div style="line-height: 1.5"></div>`);
    const warnings = await captureWarnings(async () => {
      holder.innerHTML =
        '<p>Follow us: <sqs-follow-button username="acme_co"></sqs-follow-button> today.</p>' +
        '<p>Refused: <sqs-follow-button username="not a handle!"></sqs-follow-button></p>';
      await Promise.all(
        [...holder.querySelectorAll<SqsFollowButtonElement>('sqs-follow-button')].map((b) => b.updateComplete),
      );
    });
    expect(warnings).to.have.length(1);
    const [el, refused] = [...holder.querySelectorAll('sqs-follow-button')] as SqsFollowButtonElement[];
    await waitUntil(() => link(el!), 'no link');
    await expect(holder).to.be.accessible();
    const box = (node: Element) => {
      const { top, left, height } = node.getBoundingClientRect();
      return { top, left, height };
    };
    const linked = box(el!);
    // One line of 14 px type at 1.5, the refused handle's too.
    expect(linked.height).to.be.closeTo(21, 0.5);
    expect(box(refused!)).to.include({ height: linked.height });
    expect(box(q(el!, '[part~="widget"]')!).left).to.equal(box(link(el!)!).left);

    setConsent(true);
    await waitUntil(() => q(el!, '[part~="base"]')?.dataset.upgraded === 'true', 'never upgraded after consent');
    expect(box(el!)).to.deep.equal(linked);
    expect(box(q(el!, '[part~="widget"] button')!).left).to.equal(linked.left);
  });

  it('takes username over data-username', async () => {
    restrictive();
    const el = await followButton(
      '<sqs-follow-button username="squarespace" data-username="someone_else"></sqs-follow-button>',
    );
    await waitUntil(() => link(el), 'no link');
    await expect(el).to.be.accessible();
    expect(link(el)!.href).to.equal('https://x.com/squarespace');
  });

  it('reaches the link with Tab', async () => {
    restrictive();
    const el = await followButton('<sqs-follow-button username="squarespace"></sqs-follow-button>');
    await waitUntil(() => link(el), 'no link');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(link(el));
  });

  it('gives the script 10 s, then stays a link, silently', async () => {
    expect(FOLLOW_BUTTON_TIMEOUT_MS).to.equal(10_000);
    expect(SOCIAL_WIDGETS.timeoutMs).to.equal(10_000);
    const address = standIn('social-widgets.js');
    pointAt({ socialWidgets: address });
    const { timers, pending, stop } = timeOutOnAppend(address, FOLLOW_BUTTON_TIMEOUT_MS);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-follow-button');
    el.setAttribute('username', 'squarespace');
    el.timers = timers;
    const output = await captureConsole(async () => {
      holder.append(el);
      try {
        await waitUntil(() => q(el, '[part~="base"]')?.dataset.state === 'failed', 'the time-out never came');
      } finally {
        stop();
      }
      // The script arrives late: the widget is not asked any more.
      await waitUntil(() => win.twttr, 'the stand-in never ran');
    });
    await expect(el).to.be.accessible();
    expect(pending).to.deep.equal([1, 0]);
    expect(output).to.deep.equal([]);
    expect(win.twttr!.widgets.calls).to.deep.equal([]);
    expect(link(el)!.hidden).to.be.false;
    expect(link(el)!.href).to.equal('https://x.com/squarespace');
  });

  it('stays a link, silently, when the script fails or loads without the widget API', async () => {
    for (const address of [
      freshAddress('/examples/stand-ins/missing.js'),
      freshAddress('/test/fixtures/silent-maps.js'),
    ]) {
      pointAt({ socialWidgets: address });
      let el!: SqsFollowButtonElement;
      const output = await captureConsole(async () => {
        el = await followButton('<sqs-follow-button username="squarespace"></sqs-follow-button>');
        await waitUntil(() => q(el, '[part~="base"]')?.dataset.state === 'failed', `${address} never failed`);
      });
      await expect(el).to.be.accessible();
      expect(output).to.deep.equal([]);
      expect(link(el)!.hidden).to.be.false;
    }
  });

  it('refuses a handle that is not 1–15 letters, digits or underscores: one warning, nothing rendered', async () => {
    const address = standIn('social-widgets.js');
    pointAt({ socialWidgets: address });
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const warnings = await captureWarnings(async () => {
      holder.innerHTML = [
        '<sqs-follow-button username="bad handle"></sqs-follow-button>',
        '<sqs-follow-button data-username="sixteen_letters_"></sqs-follow-button>',
        '<sqs-follow-button username="x.com/evil" data-username="fine"></sqs-follow-button>',
        '<sqs-follow-button></sqs-follow-button>',
      ].join('');
      const buttons = [...holder.children] as SqsFollowButtonElement[];
      await Promise.all(buttons.map((el) => el.updateComplete));
      buttons[0]!.setAttribute('username', 'still bad');
      await Promise.all(buttons.map((el) => el.updateComplete));
    });
    await expect(holder).to.be.accessible();
    expect(warnings).to.deep.equal([
      '<sqs-follow-button>: invalid username="bad handle"; using the default ("").',
      '<sqs-follow-button>: invalid data-username="sixteen_letters_"; using the default ("").',
      '<sqs-follow-button>: invalid username="x.com/evil"; using the default ("").',
      '<sqs-follow-button>: no username or data-username; nothing is shown.',
    ]);
    for (const el of holder.children) expect(shadow(el).querySelector('[part]')).to.be.null;
    expect(scriptsOf(address)).to.have.length(0);
  });

  it('loads from the provider’s fixed https address unless the page’s code points it at an allowed stand-in', () => {
    expect(SOCIAL_WIDGETS_SCRIPT).to.equal('https://platform.twitter.com/widgets.js');
    expect(providerScriptUrl(SOCIAL_WIDGETS)).to.equal(SOCIAL_WIDGETS_SCRIPT);
    configure({ integrations: { urls: { socialWidgets: '/examples/stand-ins/social-widgets.js' } } });
    expect(providerScriptUrl(SOCIAL_WIDGETS)).to.equal(SOCIAL_WIDGETS_SCRIPT);
  });
});
