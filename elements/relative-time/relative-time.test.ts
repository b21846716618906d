import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsRelativeTimeElement } from './define.js';
import { parseDateTime } from './relative-time.element.js';
import { createTicker, RELATIVE_TIME_REFRESH_MS, sharedTicker, type TickerDocument } from './ticker.js';
import { JUST_NOW_SECONDS, relativeSpan, SECONDS_STEP } from './useRelativeTime.js';
import { manualTimers } from '../../test/runtime/fakes.js';
import { captureWarnings, emulateReducedMotion, shadow } from '../../test/support/helpers.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Returns the ISO text of the moment `ms` from now (negative: in the past). */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const time = (el: Element) => shadow(el).querySelector('time');
const text = (el: Element) => time(el)?.textContent ?? '';

/** Places `<sqs-relative-time datetime=…>` in the page (with `style` on it) and waits until it shows a time. */
async function shown(datetime: string, style = ''): Promise<SqsRelativeTimeElement> {
  const el = await fixture<SqsRelativeTimeElement>(
    html`<p>Posted <sqs-relative-time datetime=${datetime} style=${style}></sqs-relative-time></p>`,
  );
  const host = el.querySelector('sqs-relative-time')!;
  await waitUntil(() => time(host), 'the relative time never rendered');
  return host;
}

describe('<sqs-relative-time>', () => {
  afterEach(() => emulateReducedMotion(false));

  it('shows "just now" in a <time> with the machine-readable moment and the full date as its title', async () => {
    const at = fromNow(-3 * SECOND);
    const el = await shown(at);
    await expect(el.closest('p')).to.be.accessible();
    expect(text(el)).to.equal('just now');
    expect(time(el)!.getAttribute('datetime')).to.equal(at);
    expect(time(el)!.getAttribute('part')).to.equal('base');
    const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at));
    expect(time(el)!.title).to.equal(full);
    // It reads as part of the sentence and announces nothing by itself.
    expect(shadow(el).querySelector('[aria-live], [role="status"], [role="alert"]')).to.equal(null);
  });

  it('says "about N seconds ago" under a minute, in steps of 5 seconds', async () => {
    const el = await shown(fromNow(-47 * SECOND));
    await expect(el).to.be.accessible();
    expect(text(el)).to.equal('about 45 seconds ago');
    el.datetime = fromNow(-12 * SECOND);
    await waitUntil(() => text(el) === 'about 10 seconds ago');
    el.datetime = fromNow(-59.5 * SECOND);
    await waitUntil(() => text(el) === 'about 55 seconds ago');
  });

  it('words minutes, hours, days, weeks, months and years with Intl, past and future', async () => {
    const el = await shown(fromNow(-3 * MINUTE - 5 * SECOND));
    await expect(el).to.be.accessible();
    const cases: [number, string][] = [
      [-3 * MINUTE - 5 * SECOND, '3 minutes ago'],
      [-61 * SECOND, '1 minute ago'],
      [-2 * HOUR - MINUTE, '2 hours ago'],
      [-DAY - HOUR, '1 day ago'],
      [-3 * DAY - HOUR, '3 days ago'],
      [-15 * DAY, '2 weeks ago'],
      [-95 * DAY, '3 months ago'],
      [-800 * DAY, '2 years ago'],
      [3 * MINUTE + 30 * SECOND, 'in 3 minutes'],
      [5 * HOUR + 30 * MINUTE, 'in 5 hours'],
      [2 * DAY + HOUR, 'in 2 days'],
      [22 * SECOND, 'in about 20 seconds'],
      [4 * SECOND, 'just now'],
    ];
    for (const [offset, words] of cases) {
      el.datetime = fromNow(offset);
      await waitUntil(() => text(el) === words, `${offset} ms showed "${text(el)}", not "${words}"`);
    }
  });

  it('follows the page language for the words Intl gives', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div lang="de"></div>`);
    const el = document.createElement('sqs-relative-time');
    el.setAttribute('datetime', fromNow(-2 * DAY - HOUR));
    holder.append(el);
    await waitUntil(() => text(el) === new Intl.RelativeTimeFormat('de').format(-2, 'day'));
    await expect(holder).to.be.accessible();
    expect(time(el)!.title).to.equal(
      new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(el.datetime)),
    );
  });

  it('shows its own words until the messages of its language arrive, then its words in that language', async () => {
    const holder = await fixture<HTMLParagraphElement>(html`<p lang="fr">Publié</p>`);
    const el = document.createElement('sqs-relative-time');
    el.setAttribute('datetime', fromNow(-40 * SECOND));
    el.textContent = 'il y a environ 40 secondes';
    holder.append(el);
    await el.updateComplete;
    // The French messages load with the first French element: meanwhile its words are the page's, not English ones.
    expect(time(el)!.querySelector('slot')).to.not.equal(null);
    expect(text(el)).to.equal('');
    await waitUntil(() => /^il y a environ \d+ secondes$/.test(text(el)), 'the French words');
    await expect(holder).to.be.accessible();
  });

  it('refreshes its words every 5 s while on screen', async () => {
    const el = await shown(fromNow(-8 * SECOND));
    await expect(el).to.be.accessible();
    const connected = performance.now();
    expect(text(el)).to.equal('just now');
    await waitUntil(() => text(el) === 'about 10 seconds ago', 'the words never refreshed', {
      timeout: RELATIVE_TIME_REFRESH_MS + 2000,
    });
    // The first refresh is the timer's, not an earlier one.
    expect(performance.now() - connected).to.be.at.least(RELATIVE_TIME_REFRESH_MS - 100);
  });

  it('does not refresh while off screen, and catches up as soon as it is back', async () => {
    const el = await shown(fromNow(-8 * SECOND), 'position: fixed; top: 0; left: -10000px');
    await expect(el).to.be.accessible();
    expect(text(el)).to.equal('just now');
    // The page's ticker, on a clock of the test's: the element refreshes through the same code.
    const timers = manualTimers();
    let ticks = 0;
    const stop = createTicker(timers).watch(el, () => ticks++);
    // The ticker's observer reports first (it observed first); a frame later both reports are in.
    await new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(el);
    });
    await nextFrame();
    expect(timers.pending, 'a refresh was scheduled off screen').to.equal(0);
    timers.advance(RELATIVE_TIME_REFRESH_MS + 1000);
    expect(ticks, 'refreshed off screen').to.equal(0);
    el.style.left = '0';
    await waitUntil(() => ticks === 1, 'no refresh on coming back', { timeout: 1000 });
    expect(timers.pending).to.equal(1);
    stop();
  });

  it('stops being refreshed when removed from the page, and again when moved back', async () => {
    const ticker = sharedTicker();
    const watch = ticker.watch;
    const watching = new Set<Element>();
    ticker.watch = (element, onTick) => {
      watching.add(element);
      const stop = watch(element, onTick);
      return () => {
        watching.delete(element);
        stop();
      };
    };
    try {
      const el = await shown(fromNow(-8 * SECOND));
      await expect(el).to.be.accessible();
      await waitUntil(() => watching.has(el), 'never watched');
      const sentence = el.closest('p')!;
      sentence.remove();
      await waitUntil(() => !watching.has(el), 'still refreshed once removed');
      document.body.append(sentence);
      await waitUntil(() => watching.has(el), 'not refreshed once back');
      sentence.remove();
      await waitUntil(() => watching.size === 0);
    } finally {
      ticker.watch = watch;
    }
  });

  it('shows nothing, with one warning naming it and the attribute, for an invalid datetime', async () => {
    let el!: SqsRelativeTimeElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture<SqsRelativeTimeElement>(html`<sqs-relative-time datetime="yesterday"></sqs-relative-time>`);
      await el.updateComplete;
      el.setAttribute('datetime', '2026-02-30');
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal(['<sqs-relative-time>: invalid datetime="yesterday"; using the default ("").']);
    expect(shadow(el).childNodes).to.have.length(0);
    el.datetime = fromNow(-2 * HOUR);
    await waitUntil(() => text(el) === '2 hours ago');
  });

  it('shows nothing and warns nothing without a datetime', async () => {
    let el!: SqsRelativeTimeElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture<SqsRelativeTimeElement>(html`<sqs-relative-time></sqs-relative-time>`);
      await el.updateComplete;
    });
    await expect(el).to.be.accessible();
    expect(warnings).to.deep.equal([]);
    expect(time(el)).to.equal(null);
  });

  it('has nothing that moves under reduced motion either', async () => {
    emulateReducedMotion(true);
    const el = await shown(fromNow(-20 * MINUTE));
    await expect(el).to.be.accessible();
    expect(text(el)).to.equal('20 minutes ago');
    expect(shadow(el).getAnimations()).to.have.length(0);
    expect(getComputedStyle(time(el)!).transitionDuration).to.equal('0s');
  });
});

describe('relative time rules', () => {
  it('reads ISO 8601 dates and date-times, and nothing else', () => {
    expect(parseDateTime('2026-11-24')).to.equal(Date.UTC(2026, 10, 24));
    expect(parseDateTime('2026-11-24T18:30:05.250Z')).to.equal(Date.UTC(2026, 10, 24, 18, 30, 5, 250));
    expect(parseDateTime('2026-11-24T18:30+01:00')).to.equal(Date.UTC(2026, 10, 24, 17, 30));
    expect(parseDateTime('2026-11-24T18:30')).to.equal(new Date(2026, 10, 24, 18, 30).getTime());
    for (const bad of ['yesterday', '24/11/2026', '2026-02-30', '2026-13-01', '2026-11-24T25:00', '1732473000000', ''])
      expect(parseDateTime(bad), bad).to.equal(null);
  });

  it('is "just now" under 10 s either way, then counts seconds in steps of 5 below a minute', () => {
    const now = 1_000_000_000_000;
    expect(JUST_NOW_SECONDS).to.equal(10);
    expect(SECONDS_STEP).to.equal(5);
    expect(relativeSpan(now - 9_999, now)).to.deep.equal({ unit: 'now' });
    expect(relativeSpan(now + 9_999, now)).to.deep.equal({ unit: 'now' });
    expect(relativeSpan(now - 10_000, now)).to.deep.equal({ unit: 'second', value: -10 });
    expect(relativeSpan(now - 59_999, now)).to.deep.equal({ unit: 'second', value: -55 });
    expect(relativeSpan(now + 14_000, now)).to.deep.equal({ unit: 'second', value: 10 });
    expect(relativeSpan(now - 60_000, now)).to.deep.equal({ unit: 'minute', value: -1 });
    expect(relativeSpan(now - 7 * DAY, now)).to.deep.equal({ unit: 'week', value: -1 });
    expect(relativeSpan(now - 30 * DAY, now)).to.deep.equal({ unit: 'month', value: -1 });
    expect(relativeSpan(now - 365 * DAY, now)).to.deep.equal({ unit: 'year', value: -1 });
  });
});

describe('the relative-time ticker', () => {
  /** A page whose visibility the test sets. */
  function fakePage(): TickerDocument & { hide(hidden: boolean): void } {
    const target = new EventTarget();
    let state: DocumentVisibilityState = 'visible';
    return {
      get visibilityState() {
        return state;
      },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      hide(hidden: boolean) {
        state = hidden ? 'hidden' : 'visible';
        target.dispatchEvent(new Event('visibilitychange'));
      },
    } as TickerDocument & { hide(hidden: boolean): void };
  }

  /** Places two boxes in the page: one on screen, one off it. */
  async function boxes(): Promise<[HTMLElement, HTMLElement]> {
    const holder = await fixture<HTMLDivElement>(
      html`<div><span>on</span><span style="position: fixed; left: -10000px">off</span></div>`,
    );
    return [holder.children[0] as HTMLElement, holder.children[1] as HTMLElement];
  }

  it('runs one 5 s timer for every element on screen, none for those off it', async () => {
    const [on, off] = await boxes();
    await expect(on.parentElement).to.be.accessible();
    const timers = manualTimers();
    const ticker = createTicker(timers, fakePage());
    const ticks = { on: 0, off: 0, second: 0 };
    const stops = [
      ticker.watch(on, () => ticks.on++),
      ticker.watch(off, () => ticks.off++),
      ticker.watch(on.parentElement!, () => ticks.second++),
    ];
    // The observer reports each element at once; coming on screen refreshes it.
    await waitUntil(() => ticks.on === 1 && ticks.second === 1);
    expect(timers.pending).to.equal(1);
    timers.advance(RELATIVE_TIME_REFRESH_MS - 1);
    expect(ticks.on).to.equal(1);
    timers.advance(1);
    expect(ticks).to.deep.equal({ on: 2, off: 0, second: 2 });
    timers.advance(3 * RELATIVE_TIME_REFRESH_MS);
    expect(ticks).to.deep.equal({ on: 5, off: 0, second: 5 });
    expect(timers.pending).to.equal(1);
    for (const stop of stops) stop();
  });

  it('refreshes every element it watches, on screen or not, when a catalogue arrives', async () => {
    const [on, off] = await boxes();
    await expect(on.parentElement).to.be.accessible();
    const timers = manualTimers();
    const listeners = new Set<() => void>();
    const ticker = createTicker(timers, fakePage(), (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    const ticks = { on: 0, off: 0 };
    const stops = [ticker.watch(on, () => ticks.on++), ticker.watch(off, () => ticks.off++)];
    await waitUntil(() => ticks.on === 1);
    // One subscription for all the elements.
    expect(listeners.size).to.equal(1);
    for (const listener of listeners) listener();
    expect(ticks).to.deep.equal({ on: 2, off: 1 });
    for (const stop of stops) stop();
    expect(listeners.size).to.equal(0);
  });

  it('stops in a hidden tab and catches up when shown', async () => {
    const [on] = await boxes();
    await expect(on).to.be.accessible();
    const timers = manualTimers();
    const page = fakePage();
    const ticker = createTicker(timers, page);
    let ticks = 0;
    const stop = ticker.watch(on, () => ticks++);
    await waitUntil(() => ticks === 1);
    page.hide(true);
    expect(timers.pending).to.equal(0);
    timers.advance(10 * RELATIVE_TIME_REFRESH_MS);
    expect(ticks).to.equal(1);
    page.hide(false);
    expect(ticks).to.equal(2);
    expect(timers.pending).to.equal(1);
    stop();
  });

  it('stops when its elements go off screen or are no longer watched (removed)', async () => {
    const [on] = await boxes();
    await expect(on).to.be.accessible();
    const timers = manualTimers();
    const ticker = createTicker(timers, fakePage());
    let ticks = 0;
    const stop = ticker.watch(on, () => ticks++);
    await waitUntil(() => timers.pending === 1);
    on.style.cssText = 'position: fixed; left: -10000px';
    await waitUntil(() => timers.pending === 0, 'the timer kept running off screen');
    on.style.cssText = '';
    await waitUntil(() => timers.pending === 1, 'the timer did not restart on screen');
    stop();
    expect(timers.pending).to.equal(0);
    timers.advance(10 * RELATIVE_TIME_REFRESH_MS);
    const seen = ticks;
    timers.advance(10 * RELATIVE_TIME_REFRESH_MS);
    expect(ticks).to.equal(seen);
  });
});
