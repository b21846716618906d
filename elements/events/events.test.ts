import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsEventsElement } from './define.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';

const PATH = '/api/events-collection/';

/** Fixed events in March 2026 (US daylight time starts on the 8th): a talk late on the 10th (UTC), a fair over three days. */
const TALK = {
  id: 'talk',
  title: 'Tea, cake; and \\ more',
  url: '/events/talk',
  excerpt: 'Line one\nline two',
  location: 'Hall, 2nd floor',
  start: Date.UTC(2026, 2, 10, 23, 30),
  end: Date.UTC(2026, 2, 11, 1),
  allDay: false,
};
const FAIR = {
  id: 'fair',
  title: 'Spring fair',
  url: 'javascript:alert(1)',
  excerpt: '',
  location: '',
  start: Date.UTC(2026, 2, 30),
  end: Date.UTC(2026, 3, 2),
  allDay: true,
};

/** Returns a fetch that records every request and answers with `respond` (the reference API by default). */
function recording(respond: (url: string) => Promise<Response> = (url) => fetch(url)) {
  const seen: string[] = [];
  const fetcher = ((url: string) => {
    seen.push(String(url));
    return respond(String(url));
  }) as typeof fetch;
  return { fetcher, seen };
}
const fixed = (events: unknown[] = [TALK, FAIR]) => recording(() => Promise.resolve(Response.json({ events })));

/** Places `<sqs-events>` with `attributes` in an 800 px column; requests go through `fetcher` when given. */
async function place(attributes: Record<string, string>, fetcher?: typeof fetch): Promise<SqsEventsElement> {
  const holder = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
  const el = document.createElement('sqs-events');
  if (fetcher) el.fetcher = fetcher;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  return el;
}

const reaches = (el: SqsEventsElement, state: string) =>
  waitUntil(() => el.dataset.state === state, `never reached ${state} (it is ${el.dataset.state})`);
const all = (el: Element, selector: string) => [...shadow(el).querySelectorAll<HTMLElement>(selector)];
const one = (el: Element, selector: string) => shadow(el).querySelector<HTMLElement>(selector)!;
const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const titles = (el: Element) => all(el, '[part~="title"]').map(text);
const cell = (el: Element, date: string) => one(el, `td[data-date="${date}"]`);
const focused = () => (deepActiveElement() as HTMLElement | null)?.dataset.date;

/** Places a calendar of March 2026 with the fixed events, loaded. */
async function march(attributes: Record<string, string> = {}) {
  const el = await place(
    { view: 'calendar', 'collection-id': 'c', month: '2026-03', 'time-zone': 'UTC', ...attributes },
    fixed().fetcher,
  );
  await reaches(el, 'success');
  return el;
}

describe('<sqs-events>', () => {
  afterEach(() => resetConfiguration());

  it('passes an axe check loading, listed, empty and failed', async () => {
    const loading = await place({ 'collection-id': 'events' }, recording(() => new Promise(() => {})).fetcher);
    await reaches(loading, 'loading');
    await expect(loading).to.be.accessible();
    const list = await place({ 'collection-id': 'events' });
    await reaches(list, 'success');
    await expect(list).to.be.accessible();
    const empty = await place({ 'collection-id': 'c' }, fixed([]).fetcher);
    await reaches(empty, 'empty');
    await expect(empty).to.be.accessible();
    const failed = await place({ 'collection-id': 'no-such-collection' });
    await reaches(failed, 'failed');
    await expect(failed).to.be.accessible();
  });

  it('passes an axe check as a calendar, focused and with a day open', async () => {
    const calendar = await march();
    await expect(calendar).to.be.accessible();
    cell(calendar, '2026-03-10').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => one(calendar, '[part~="agenda"]'), 'the day never opened');
    expect(focused()).to.equal('2026-03-10');
    await expect(calendar).to.be.accessible();
  });

  it('lists the upcoming events soonest first, then the past ones latest first through the toggle', async () => {
    const { fetcher, seen } = recording();
    const el = await place({ 'collection-id': 'events' }, fetcher);
    await reaches(el, 'success');
    expect(seen).to.deep.equal([`${PATH}events?view=upcoming`]);
    expect(titles(el)).to.deep.equal(['Open studio evening', 'Beginners’ joinery class', 'Winter market']);
    expect(one(el, 'a[href="/events/open-studio"]')).to.exist;
    expect(text(all(el, '[part~="location"]')[0]!)).to.equal('The workshop, 4 Mill Lane');
    const [upcoming, past] = all(el, '[part~="toggle-button"]');
    expect([upcoming!.getAttribute('aria-pressed'), past!.getAttribute('aria-pressed')]).to.deep.equal([
      'true',
      'false',
    ]);
    const loads: unknown[] = [];
    el.addEventListener('sqs-events-load', (e) => loads.push(e.detail));
    past!.click();
    await waitUntil(() => loads.length && JSON.stringify(loads.at(-1)).includes('past'), 'the past never loaded');
    expect(loads.at(-1)).to.deep.equal({ view: 'past', count: 1 });
    expect(seen.at(-1)).to.equal(`${PATH}events?view=past`);
    await waitUntil(() => titles(el)[0] === 'Summer sale weekend', 'the past events never showed');
    expect(past!.getAttribute('aria-pressed')).to.equal('true');
    // An all-day event over two days says so.
    expect(text(one(el, '[part~="when"]'))).to.match(/ – .* · All day$/);
  });

  it('shows a time in the time-zone attribute’s zone, else the site context’s, else the visitor’s (and says which)', async () => {
    const when = (el: Element) => text(one(el, '[part~="when"]'));
    const tokyo = await place({ 'collection-id': 'c', 'time-zone': 'Asia/Tokyo' }, fixed([TALK]).fetcher);
    await reaches(tokyo, 'success');
    expect(when(tokyo)).to.equal('Wed, Mar 11, 2026, 8:30 – 10:00 AM');
    expect(text(one(tokyo, '[part~="zone"]'))).to.equal('Times are in the Asia/Tokyo time zone.');
    expect(one(tokyo, 'time').getAttribute('datetime')).to.equal('2026-03-10T23:30:00.000Z');
    configure({ context: { website: { timeZone: 'America/Los_Angeles' } } });
    const site = await place({ 'collection-id': 'c' }, fixed([TALK]).fetcher);
    await reaches(site, 'success');
    expect(when(site)).to.equal('Tue, Mar 10, 2026, 4:30 – 6:00 PM');
    resetConfiguration();
    const visitor = await place({ 'collection-id': 'c' }, fixed([TALK]).fetcher);
    await reaches(visitor, 'success');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(text(one(visitor, '[part~="zone"]'))).to.equal(`Times are in your time zone (${zone}).`);
    // In the calendar, the talk is on the 11th in Tokyo and the 10th in Los Angeles.
    const calendar = await march({ 'time-zone': 'Asia/Tokyo' });
    expect(all(calendar, '[part~="chip"]').map((c) => c.closest('td')!.dataset.date)).to.include('2026-03-11');
    calendar.timeZone = 'America/Los_Angeles';
    await waitUntil(() => text(cell(calendar, '2026-03-10')).includes('Tea'), 'the talk never moved to the 10th');
    expect(text(cell(calendar, '2026-03-11'))).to.match(/No events$/);
  });

  it('draws a month of six weeks with weekday headers, today marked, an all-day event on each of its days', async () => {
    const el = await march();
    expect(one(el, '[part~="grid"]').getAttribute('role')).to.equal('grid');
    expect(text(one(el, '[part~="month"]'))).to.equal('March 2026');
    expect(all(el, 'tbody tr')).to.have.length(6);
    expect(all(el, 'th').map((th) => th.getAttribute('abbr'))[0]).to.equal('Sunday');
    expect(all(el, 'td[role="gridcell"]')).to.have.length(42);
    expect(all(el, '[part~="day"]')).to.have.length(31);
    expect(text(cell(el, '2026-03-10').querySelector('.visually-hidden'))).to.equal('Tuesday, March 10, 2026, 1 event');
    // The fair runs from the 30th to 1 April: both March days, continuing past the 31st.
    const chips = all(el, '[part~="chip"]').filter((c) => c.textContent === 'Spring fair');
    expect(chips.map((c) => [c.closest('td')!.dataset.date, c.dataset.before, c.dataset.after])).to.deep.equal([
      ['2026-03-30', 'false', 'true'],
      ['2026-03-31', 'true', 'true'],
    ]);
    await sendKeysTo(el, '2026-03-31', 'ArrowRight');
    await waitUntil(() => text(one(el, '[part~="month"]')) === 'April 2026', 'April never showed');
    expect(text(cell(el, '2026-04-01'))).to.match(/^1Wednesday, April 1, 2026, 1 eventSpring fair$/);
    expect(text(cell(el, '2026-04-02'))).to.equal('2Thursday, April 2, 2026, No events');
    const now = await place({ view: 'calendar', 'collection-id': 'workshops', 'time-zone': 'UTC' });
    await reaches(now, 'success');
    const today = all(now, '[aria-current="date"]');
    expect(today.map((c) => c.dataset.date)).to.deep.equal([new Date().toISOString().slice(0, 10)]);
  });

  it('shows three events in a day’s cell, or two and how many more', async () => {
    const at = (i: number) => ({
      ...TALK,
      id: `e${i}`,
      title: `Event ${i}`,
      start: Date.UTC(2026, 2, 5, 9 + i),
      end: Date.UTC(2026, 2, 5, 10 + i),
    });
    const el = await place(
      { view: 'calendar', 'collection-id': 'c', month: '2026-03', 'time-zone': 'UTC' },
      fixed([at(1), at(2), at(3), at(4), { ...at(5), start: Date.UTC(2026, 2, 6, 9), end: Date.UTC(2026, 2, 6, 10) }])
        .fetcher,
    );
    await reaches(el, 'success');
    const day = cell(el, '2026-03-05');
    expect([...day.querySelectorAll('[part~="chip"]')].map(text)).to.deep.equal(['Event 1', 'Event 2']);
    expect(text(day.querySelector('[part~="more"]'))).to.equal('+2 more');
    expect(text(day.querySelector('.visually-hidden'))).to.equal('Thursday, March 5, 2026, 4 events');
    expect(cell(el, '2026-03-06').querySelector('[part~="more"]')).to.equal(null);
  });

  it('moves focus through the grid by keyboard: arrows by day and week, Home and End, Page Up and Page Down', async () => {
    const el = await march();
    expect(all(el, 'td[tabindex="0"]').map((c) => c.dataset.date)).to.deep.equal(['2026-03-01']);
    cell(el, '2026-03-01').focus();
    const steps: [string, string][] = [
      ['ArrowRight', '2026-03-02'],
      ['ArrowDown', '2026-03-09'],
      ['ArrowLeft', '2026-03-08'],
      ['ArrowUp', '2026-03-01'],
      ['End', '2026-03-07'],
      ['Home', '2026-03-01'],
    ];
    for (const [key, date] of steps) {
      await sendKeys({ press: key });
      await waitUntil(() => focused() === date, `${key} did not reach ${date} (at ${focused()})`);
    }
    const changed = oneEvent(el, 'sqs-events-month-change');
    await sendKeys({ press: 'PageDown' });
    expect((await changed).detail).to.deep.equal({ month: '2026-04' });
    await waitUntil(() => focused() === '2026-04-01', `PageDown did not reach 1 April (at ${focused()})`);
    expect(text(one(el, '[part~="month"]'))).to.equal('April 2026');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focused() === '2026-03-25', `ArrowUp did not reach 25 March (at ${focused()})`);
    await sendKeys({ press: 'PageUp' });
    await waitUntil(() => focused() === '2026-02-25', `PageUp did not reach 25 February (at ${focused()})`);
    expect(all(el, 'td[tabindex="0"]')).to.have.length(1);
  });

  it('mirrors the arrows right to left', async () => {
    const el = await march();
    el.setAttribute('dir', 'rtl');
    cell(el, '2026-03-10').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => focused() === '2026-03-09', `ArrowRight did not reach the 9th (at ${focused()})`);
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => focused() === '2026-03-10', `ArrowLeft did not reach the 10th (at ${focused()})`);
  });

  it('opens a day’s events with Enter, Space or a click, with their add-to-calendar links', async () => {
    const el = await march();
    cell(el, '2026-03-10').focus();
    const opened = oneEvent(el, 'sqs-events-day-open');
    await sendKeys({ press: 'Enter' });
    expect((await opened).detail).to.deep.equal({ date: '2026-03-10', count: 1 });
    await waitUntil(() => one(el, '[part~="agenda"]'), 'the day never opened');
    expect(text(one(el, '[part~="agenda-heading"]'))).to.equal('Events on Tuesday, March 10, 2026');
    expect(cell(el, '2026-03-10').getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: ' ' });
    // In UTC the talk goes on past midnight, into the 11th.
    await waitUntil(
      () => text(one(el, '[part~="agenda-heading"]')).includes('March 11'),
      'Space never opened the 11th',
    );
    expect(titles(el)).to.deep.equal(['Tea, cake; and \\ more']);
    cell(el, '2026-03-31').click();
    await waitUntil(() => text(one(el, '[part~="agenda-heading"]')).includes('March 31'), 'the click never opened');
    expect(titles(el)).to.deep.equal(['Spring fair']);
    // The fair's address is not safe: its title is not a link.
    expect(one(el, '[part~="title"] a')).to.equal(null);
  });

  it('builds the Google Calendar template address and the .ics file from the event’s data', async () => {
    const el = await place({ 'collection-id': 'c', 'time-zone': 'UTC' }, fixed().fetcher);
    await reaches(el, 'success');
    const [talk, fair] = all(el, '[part~="event"]');
    const google = new URL(talk!.querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href);
    expect(google.origin + google.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).to.deep.equal({
      action: 'TEMPLATE',
      text: 'Tea, cake; and \\ more',
      dates: '20260310T233000Z/20260311T010000Z',
      details: `Line one\nline two\n\n${location.origin}/events/talk`,
      location: 'Hall, 2nd floor',
    });
    const ics = talk!.querySelector<HTMLAnchorElement>('a[download]')!;
    expect(ics.getAttribute('download')).to.equal('talk.ics');
    expect(ics.href.startsWith('data:text/calendar;charset=utf-8,')).to.equal(true);
    const file = decodeURIComponent(ics.href.slice(ics.href.indexOf(',') + 1));
    const lines = file.split('\r\n');
    expect(lines).to.include.members([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART:20260310T233000Z',
      'DTEND:20260311T010000Z',
      'SUMMARY:Tea\\, cake\\; and \\\\ more',
      'DESCRIPTION:Line one\\nline two',
      'LOCATION:Hall\\, 2nd floor',
      `URL:${location.origin}/events/talk`,
      'END:VCALENDAR',
    ]);
    expect(lines.find((l) => l.startsWith('UID:'))).to.equal(`UID:talk@${location.hostname}`);
    const allDay = new URL(fair!.querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href);
    expect(allDay.searchParams.get('dates')).to.equal('20260330/20260402');
    const fairFile = decodeURIComponent(fair!.querySelector<HTMLAnchorElement>('a[download]')!.href.split(',')[1]!);
    expect(fairFile).to.include('DTSTART;VALUE=DATE:20260330\r\nDTEND;VALUE=DATE:20260402\r\n');
    // The unsafe address goes nowhere: neither a URL line nor a details link.
    expect(fairFile).not.to.include('URL:');
    expect(
      new URL(fair!.querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href).searchParams.get('details'),
    ).to.equal('');
  });

  it('warns once for each bad attribute and uses the default; leaves malformed events out', async () => {
    let el!: SqsEventsElement;
    const warnings = await captureWarnings(async () => {
      el = await place(
        { 'collection-id': 'c', view: 'grid', show: 'soon', month: '2026-13', 'time-zone': 'Mars/Base' },
        fixed([TALK, { id: 'broken', title: 5, start: 0, end: 0 }, { ...FAIR, end: FAIR.start - 1 }]).fetcher,
      );
      await reaches(el, 'success');
      el.setAttribute('month', '2026-13');
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    expect(warnings.filter((w) => w.includes('view="grid"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('show="soon"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('month="2026-13"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('time-zone="Mars/Base"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('is malformed'))).to.have.length(1);
    expect([el.view, el.show]).to.deep.equal(['list', 'upcoming']);
    expect(titles(el)).to.deep.equal(['Tea, cake; and \\ more']);
    const none = await captureWarnings(async () => {
      const bare = await place({});
      await waitUntil(() => bare.dataset.state === 'idle', 'never idle');
    });
    expect(none.filter((w) => w.includes('collection-id is required'))).to.have.length(1);
  });

  it('says Network error when there is no connection, and loads again on Retry', async () => {
    let fail = true;
    const { fetcher, seen } = recording(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Response.json({ events: [TALK] })),
    );
    const el = await place({ 'collection-id': 'c' }, fetcher);
    await reaches(el, 'failed');
    expect(text(one(el, '[part~="error"] p'))).to.equal('Network error');
    fail = false;
    one(el, '[part~="retry"]').click();
    await reaches(el, 'success');
    expect(seen.at(-1)).to.equal(`${PATH}c?view=upcoming`);
  });

  it('says why a load failed: content it cannot locate (404), no connection to the site (502, 504), an answer that is not JSON', async () => {
    const said = async (answer: () => Response) => {
      const el = await place({ 'collection-id': 'c' }, recording(() => Promise.resolve(answer())).fetcher);
      await reaches(el, 'failed');
      return text(one(el, '[part~="error"] p'));
    };
    expect(await said(() => Response.json({ error: 'No such collection' }, { status: 404 }))).to.equal(
      'Unable to locate content',
    );
    expect(await said(() => Response.json({ error: 'Bad gateway' }, { status: 502 }))).to.equal(
      'Unable to connect. Please try again',
    );
    expect(await said(() => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }))).to.equal(
      'Something went wrong',
    );
    expect(await said(() => Response.json({ error: 'down' }, { status: 500 }))).to.equal('Unable to load results');
  });

  it('speaks French under lang="fr"', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div lang="fr"></div>`);
    const el = document.createElement('sqs-events');
    el.fetcher = fixed([]).fetcher;
    el.setAttribute('collection-id', 'c');
    holder.append(el);
    await reaches(el, 'empty');
    await waitUntil(() => text(one(el, '[part~="empty"]')) === 'Aucun résultat', 'never French');
    expect(all(el, '[part~="toggle-button"]').map(text)).to.deep.equal(['À venir', 'Passés']);
  });

  it('keeps one height as a calendar, loading and loaded, and the list’s room while it loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const el = await place(
      { view: 'calendar', 'collection-id': 'c', month: '2026-03' },
      recording(async () => (await held, Response.json({ events: [TALK, FAIR] }))).fetcher,
    );
    await reaches(el, 'loading');
    const loading = el.getBoundingClientRect().height;
    expect(loading).to.equal(112 + 6 * 88);
    release();
    await reaches(el, 'success');
    expect(el.getBoundingClientRect().height).to.equal(loading);
    const list = await place({ 'collection-id': 'c' }, recording(() => new Promise(() => {})).fetcher);
    await reaches(list, 'loading');
    expect(list.getBoundingClientRect().height).to.equal(240);
  });
});

/** Focuses the day `date` of `el` and presses `key`. */
async function sendKeysTo(el: Element, date: string, key: string): Promise<void> {
  cell(el, date).focus();
  await sendKeys({ press: key });
}
