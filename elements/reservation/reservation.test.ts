import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsReservationElement } from './define.js';
import {
  PROVIDERS,
  RESERVATION_COLUMN_AT,
  RESERVATION_SCRIPTS,
  RESERVATION_WIDE_ABOVE,
  reservationLayout,
} from './providers.js';
import { RESERVATION_WIDGET_HEIGHTS } from './reservation.styles.js';
import { providerScriptUrl } from '../shared/hooks/useProviderScript.js';
import { setConsent } from '../../runtime/consent.js';
import { configure } from '../../runtime/context.js';
import { Limits } from '../../runtime/enums.js';
import { openFixture } from '../../test/fixtures/open-fixture.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';
import { allowResizeObserverLoopNotice } from '../../test/support/lite.js';
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
  OpenTableWidget?: { calls: Array<{ rid: string; type: string; lang: string }> };
  resyWidget?: { calls: Array<Record<string, unknown>> };
};
const win = window as StandInWindow;

const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  shadow(el).querySelector<T>(selector);
const status = (el: Element) => q(el, '[part~="status"]')!.textContent;

async function reservation(markup: string): Promise<SqsReservationElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  holder.innerHTML = markup;
  const el = holder.firstElementChild as SqsReservationElement;
  await waitUntil(() => el.dataset.state, '<sqs-reservation> never rendered');
  return el;
}

describe('<sqs-reservation>', () => {
  useSiteContext();
  afterEach(() => forgetProviders('OpenTableWidget', 'resyWidget'));

  it('is a working booking link with a status message until the visitor accepts cookies, then loads the widget', async () => {
    restrictive();
    const address = standIn('opentable.js');
    pointAt({ opentable: address });
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await expect(el).to.be.accessible();
    const link = q<HTMLAnchorElement>(el, '[part~="link"]')!;
    expect(link.href).to.equal('https://www.opentable.com/restref/client/?rid=412810');
    expect(link.textContent).to.equal('Book a table on OpenTable');
    expect(el.dataset.state).to.equal('consent');
    expect(status(el)).to.equal('The booking form loads once you accept cookies.');
    expect(q(el, '[part~="status"]')!.getAttribute('role')).to.equal('status');
    expect(scriptsOf(address)).to.have.length(0);

    setConsent(true);
    await waitUntil(() => el.dataset.state === 'ready', 'the widget was never drawn');
    expect(scriptsOf(address)).to.have.length(1);
    expect(q(el, '[part~="widget"] form[data-provider="opentable"]')).to.exist;
    expect(q(el, '[part~="link"]')).to.be.null;
    expect(status(el)).to.equal('');
    await expect(el).to.be.accessible();
  });

  it('keeps one box for each layout from the booking link to the drawn widget: the widget height of its layout, the gap and a line', async () => {
    const widths = { wide: 900, standard: 800, column: 600 } as const;
    restrictive();
    const address = standIn('opentable.js');
    pointAt({ opentable: address });
    const holder = await fixture<HTMLDivElement>(html`<div style="line-height: 1.5"></div>`);
    holder.innerHTML = Object.values(widths)
      .map((width) => `<div style="width: ${width}px"><sqs-reservation restaurant-id="412810"></sqs-reservation></div>`)
      .join('');
    const blocks = [...holder.querySelectorAll('sqs-reservation')] as SqsReservationElement[];
    await waitUntil(() => blocks.every((el) => el.dataset.state === 'consent'), 'the links never rendered');
    await expect(holder).to.be.accessible();
    const boxes = () => blocks.map((el) => el.getBoundingClientRect().height);
    const linked = boxes();
    Object.keys(widths).forEach((layout, i) => {
      expect(blocks[i]!.dataset.layout).to.equal(layout);
      // 12 px gap and a 21 px line (14 px type at 1.5) under the layout's widget height.
      const widget = parseFloat(RESERVATION_WIDGET_HEIGHTS[layout as keyof typeof widths]);
      expect(linked[i]).to.be.closeTo(widget + 12 + 21, 0.5);
    });
    setConsent(true);
    await waitUntil(() => blocks.every((el) => el.dataset.state === 'ready'), 'the widgets were never drawn');
    expect(boxes()).to.deep.equal(linked);
  });

  it('keeps its box when the widget cannot be drawn, and one a page sets with --sqs-reservation-widget-height', async () => {
    pointAt({ opentable: freshAddress('/examples/stand-ins/no-such-widget.js') });
    const el = await reservation(
      '<sqs-reservation restaurant-id="412810" style="--sqs-reservation-widget-height: 300px; line-height: 1.5"></sqs-reservation>',
    );
    await expect(el).to.be.accessible();
    const loading = el.getBoundingClientRect().height;
    expect(loading).to.be.closeTo(300 + 12 + 21, 0.5);
    await waitUntil(() => el.dataset.state === 'failed', 'the missing script never failed');
    expect(el.getBoundingClientRect().height).to.equal(loading);
  });

  it('loads the provider script once for every block on the page, from the exact address', async () => {
    const address = standIn('opentable.js');
    pointAt({ opentable: address });
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    holder.innerHTML =
      '<sqs-reservation restaurant-id="1001"></sqs-reservation><sqs-reservation provider="opentable" restaurant-id="1002"></sqs-reservation>';
    const [first, second] = [...holder.children] as SqsReservationElement[];
    await waitUntil(() => first!.dataset.state === 'ready' && second!.dataset.state === 'ready', 'not both drawn');
    await expect(holder).to.be.accessible();
    expect(scriptsOf(address)).to.have.length(1);
    expect(win.OpenTableWidget!.calls.map((call) => call.rid).sort()).to.deep.equal(['1001', '1002']);
    expect(win.OpenTableWidget!.calls[0]!.lang).to.equal('en');
  });

  it('draws a Resy block with its venue id and key, linking to the booking page until then', async () => {
    restrictive();
    const address = standIn('resy.js');
    pointAt({ resy: address });
    const el = await reservation(
      '<sqs-reservation provider="resy" restaurant-id="1505" venue="ny/lilia" api-key="AbC123"></sqs-reservation>',
    );
    await expect(el).to.be.accessible();
    expect(q<HTMLAnchorElement>(el, '[part~="link"]')!.href).to.equal('https://resy.com/cities/ny/lilia');
    expect(q(el, '[part~="link"]')!.textContent).to.equal('Book a table on Resy');
    setConsent(true);
    await waitUntil(() => el.dataset.state === 'ready', 'the Resy widget was never drawn');
    expect(scriptsOf(address)).to.have.length(1);
    expect(win.resyWidget!.calls).to.deep.equal([
      { href: 'https://resy.com/cities/ny/lilia', venueId: 1505, apiKey: 'AbC123', replace: true },
    ]);
    expect(q(el, '[part~="widget"] form[data-provider="resy"]')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('keeps the booking link and says the form could not be loaded when the script fails', async () => {
    pointAt({ opentable: freshAddress('/examples/stand-ins/missing.js') });
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await waitUntil(() => el.dataset.state === 'failed', 'the failure was never shown');
    await expect(el).to.be.accessible();
    expect(q<HTMLAnchorElement>(el, '[part~="link"]')!.href).to.equal(
      'https://www.opentable.com/restref/client/?rid=412810',
    );
    expect(status(el)).to.equal('The booking form could not be loaded.');
  });

  it('counts a script that loads without the provider API as failed', async () => {
    pointAt({ opentable: freshAddress('/test/fixtures/silent-maps.js') });
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await waitUntil(() => el.dataset.state === 'failed', 'the missing API was never noticed');
    await expect(el).to.be.accessible();
    expect(q(el, '[part~="link"]')).to.exist;
  });

  it('gives the script 120 s, then keeps the booking link with the failure message', async () => {
    expect(PROVIDERS.opentable.script.timeoutMs).to.equal(120_000);
    expect(PROVIDERS.resy.script.timeoutMs).to.equal(120_000);
    const address = standIn('opentable.js');
    pointAt({ opentable: address });
    const { timers, pending, stop } = timeOutOnAppend(address, Limits.chunkLoadTimeoutMs);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-reservation');
    el.setAttribute('restaurant-id', '412810');
    el.timers = timers;
    holder.append(el);
    try {
      await waitUntil(() => el.dataset.state === 'failed', 'the time-out was never shown');
    } finally {
      stop();
    }
    await expect(el).to.be.accessible();
    expect(pending).to.deep.equal([1, 0]);
    expect(status(el)).to.equal('The booking form could not be loaded.');
    expect(q(el, '[part~="link"]')).to.exist;
  });

  it('lays out wide above 850 px of its own width, as a column at 750 px or less, standard between', async () => {
    // The lite build renders inside the ResizeObserver callback, so the browser posts its loop notice (docs/lite.md).
    const stopAllowing = allowResizeObserverLoopNotice();
    expect([RESERVATION_WIDE_ABOVE, RESERVATION_COLUMN_AT]).to.deep.equal([850, 750]);
    expect([851, 850, 751, 750].map(reservationLayout)).to.deep.equal(['wide', 'standard', 'standard', 'column']);
    const address = standIn('opentable.js');
    pointAt({ opentable: address });
    const el = await reservation('<sqs-reservation restaurant-id="412810" style="width: 851px"></sqs-reservation>');
    await waitUntil(() => el.dataset.state === 'ready' && el.dataset.layout === 'wide', 'not wide at 851 px');
    await expect(el).to.be.accessible();
    const content = q(el, '[part~="content"]')!;
    expect(getComputedStyle(content).flexWrap).to.equal('nowrap');
    expect(win.OpenTableWidget!.calls.at(-1)!.type).to.equal('wide');
    for (const [width, layout, type, direction] of [
      [850, 'standard', 'standard', 'row'],
      [751, 'standard', 'standard', 'row'],
      [750, 'column', 'tall', 'column'],
    ]) {
      el.style.width = `${width}px`;
      await waitUntil(() => el.dataset.layout === layout, `not ${layout} at ${width} px`);
      await waitUntil(() => win.OpenTableWidget!.calls.at(-1)!.type === type, `not redrawn ${type} at ${width} px`);
      expect(getComputedStyle(content).flexDirection).to.equal(direction);
    }
    // The block's width counts, not the window's: a narrow column in a wide window takes the column layout.
    expect(window.innerWidth).to.be.above(750);
    stopAllowing();
  });

  it('shows signed-in owners a preview only: the exact note, nothing interactive', async () => {
    restrictive();
    configure({ context: { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] } });
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await expect(el).to.be.accessible();
    const note = q(el, '[part~="preview"]')!;
    expect(note.textContent).to.equal('Preview Only: Please log out ... to use the OpenTable Block.');
    expect(note.getAttribute('role')).to.equal('status');
    expect(q(el, '[part~="content"]')!.inert).to.be.true;

    const resy = await reservation(
      '<sqs-reservation provider="resy" restaurant-id="1505" venue="ny/lilia" api-key="AbC123"></sqs-reservation>',
    );
    expect(q(resy, '[part~="preview"]')!.textContent).to.equal(
      'Preview Only: Please log out ... to use the Resy Block.',
    );
    // A block whose id was refused shows nothing, not even the note.
    let refused!: SqsReservationElement;
    await captureWarnings(async () => {
      refused = await reservation('<sqs-reservation restaurant-id="x1"></sqs-reservation>');
    });
    expect(q(refused, '[part~="preview"]')).to.be.null;
  });

  it('shows visitors and viewer-only accounts no preview note', async () => {
    restrictive();
    configure({ context: { authenticatedAccount: { id: 'viewer-1' }, websiteRoles: [10] } });
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await expect(el).to.be.accessible();
    expect(q(el, '[part~="preview"]')).to.be.null;
    expect(q(el, '[part~="content"]')!.inert).to.be.false;
  });

  it('reaches the booking link with Tab', async () => {
    restrictive();
    const el = await reservation('<sqs-reservation restaurant-id="412810"></sqs-reservation>');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(q(el, '[part~="link"]'));
  });

  it('warns once about an unknown provider and uses OpenTable', async () => {
    restrictive();
    let el!: SqsReservationElement;
    const warnings = await captureWarnings(async () => {
      el = await reservation('<sqs-reservation provider="tablebooker" restaurant-id="412810"></sqs-reservation>');
      el.setAttribute('restaurant-id', '412811');
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal([
      '<sqs-reservation>: invalid provider="tablebooker"; using the default ("opentable").',
    ]);
    expect(q<HTMLAnchorElement>(el, '[part~="link"]')!.href).to.equal(
      'https://www.opentable.com/restref/client/?rid=412811',
    );
  });

  it('refuses ids that are not digits or slugs: one warning each, no link, nothing loaded', async () => {
    const address = standIn('opentable.js');
    pointAt({ opentable: address, resy: address });
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const warnings = await captureWarnings(async () => {
      holder.innerHTML = [
        '<sqs-reservation restaurant-id="412810&amp;x=1"></sqs-reservation>',
        '<sqs-reservation provider="resy" restaurant-id="1505" venue="ny/../evil" api-key="k-1"></sqs-reservation>',
      ].join('');
      await Promise.all([...holder.children].map((el) => (el as SqsReservationElement).updateComplete));
      await waitUntil(() => [...holder.children].every((el) => (el as HTMLElement).dataset.state));
    });
    await expect(holder).to.be.accessible();
    expect(warnings).to.deep.equal([
      '<sqs-reservation>: invalid restaurant-id="412810&x=1"; using the default ("").',
      '<sqs-reservation>: invalid venue="ny/../evil"; using the default ("").',
      '<sqs-reservation>: invalid api-key="k-1"; using the default ("").',
    ]);
    const [bad, resy] = [...holder.children] as SqsReservationElement[];
    expect(q(bad!, '[part~="link"]')).to.be.null;
    expect(q(resy!, '[part~="link"]')).to.be.null;
    expect(status(bad!)).to.equal('');
    expect(scriptsOf(address)).to.have.length(0);
  });

  it('loads from the providers’ fixed https addresses unless the page’s code points them at an allowed stand-in', () => {
    expect(RESERVATION_SCRIPTS).to.deep.equal({
      opentable: 'https://www.opentable.com/widget/reservation/loader',
      resy: 'https://widgets.resy.com/embed.js',
    });
    expect(providerScriptUrl(PROVIDERS.opentable.script)).to.equal(RESERVATION_SCRIPTS.opentable);
    // A stand-in on an origin the page did not allow is ignored.
    configure({ integrations: { urls: { opentable: 'https://evil.example/ot.js' } } });
    expect(providerScriptUrl(PROVIDERS.opentable.script)).to.equal(RESERVATION_SCRIPTS.opentable);
    configure({ integrations: { urls: { opentable: 'data:text/javascript,alert(1)' } } });
    expect(providerScriptUrl(PROVIDERS.opentable.script)).to.equal(RESERVATION_SCRIPTS.opentable);
    pointAt({ resy: '/examples/stand-ins/resy.js' });
    expect(providerScriptUrl(PROVIDERS.resy.script)).to.equal(
      new URL('/examples/stand-ins/resy.js', location.href).href,
    );
  });
});

describe('<sqs-reservation> and <sqs-follow-button> under the strict policy (Trusted Types, no inline script)', () => {
  it('load their provider scripts through the sqs-elements-script policy and draw the widgets without a violation', async () => {
    const page = await openFixture('strict/providers.html');
    try {
      const doc = page.document;
      const [openTable, resy] = [...doc.querySelectorAll<HTMLElement>('sqs-reservation')];
      const follow = doc.querySelector<HTMLElement>('sqs-follow-button')!;
      await waitUntil(
        () =>
          openTable!.dataset.state === 'ready' &&
          resy!.dataset.state === 'ready' &&
          follow.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.dataset.upgraded === 'true',
        'not every widget was drawn',
        // The page loads the built loader, React and three scripts first.
        { timeout: 8000 },
      );
      const scripts = [...doc.head.querySelectorAll<HTMLScriptElement>('script[src*="/stand-ins/"]')].map(
        (script) => new URL(script.src).pathname,
      );
      expect(scripts.sort()).to.deep.equal([
        '/examples/stand-ins/opentable.js',
        '/examples/stand-ins/resy.js',
        '/examples/stand-ins/social-widgets.js',
      ]);
      expect(page.log.violations).to.deep.equal([]);
      expect(page.log.errors).to.deep.equal([]);
      expect(page.log.warnings).to.deep.equal([]);
    } finally {
      page.close();
    }
  });
});
