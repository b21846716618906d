/**
 * `<sqs-events>` rendered on a server with its data (dist/ssr.js; `npm run build` first): the events given as the API
 * answers them show in the first HTML — linked titles, dates in the site's time zone, places, add-to-calendar links —
 * and are carried into the page, so the browser does not request them again; without them it is left to the browser.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  assertNoInlineStyle,
  attr,
  byPart,
  byTag,
  recordWarnings,
  ROOT,
  shadowOf,
  ssr,
  textOf,
} from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const CONTEXT =
  '<script id="sqs-site-context" type="application/json">{"website":{"timeZone":"America/New_York","baseUrl":"https://www.example.com"}}</script>';
const page = (body) => `<!doctype html><html lang="en"><head>${CONTEXT}</head><body>${body}</body></html>`;
const LIST = page('<sqs-events collection-id="events"></sqs-events>');
const PATH = '/api/events-collection/events?view=upcoming';
const event = (id, title, extra = {}) => ({
  id,
  title,
  url: `/events/${id}`,
  excerpt: `${title}, in short.`,
  location: 'The hall',
  start: Date.UTC(2026, 2, 3, 15),
  end: Date.UTC(2026, 2, 3, 17),
  ...extra,
});
const rootOf = (html) => shadowOf(byTag(html, 'sqs-events')[0]);

describe('<sqs-events> rendered on a server with its data', () => {
  it('names the request it makes, as the browser would send it', () => {
    assert.deepEqual(ssr.elementRequests(LIST), [{ method: 'GET', path: PATH }]);
  });

  it('shows the events given: linked titles, times in the site zone, places, excerpts and calendar links', () => {
    const html = ssr.renderElements(LIST, { data: { [PATH]: { events: [event('oak', 'Oak'), event('ash', 'Ash')] } } });
    const root = rootOf(html);
    const titles = byPart(root, 'title');
    assert.deepEqual(titles.map(textOf), ['Oak', 'Ash']);
    assert.deepEqual(
      titles.map((title) => attr(title.childNodes[0], 'href')),
      ['/events/oak', '/events/ash'],
    );
    // Intl writes narrow and thin spaces around the times.
    assert.equal(textOf(byPart(root, 'when')[0]).replace(/\s/g, ' '), 'Tue, Mar 3, 2026, 10:00 AM – 12:00 PM');
    assert.deepEqual(byPart(root, 'location').map(textOf), ['The hall', 'The hall']);
    assert.equal(textOf(byPart(root, 'excerpt')[0]), 'Oak, in short.');
    assert.equal(textOf(byPart(root, 'zone')[0]), 'Times are in the America/New_York time zone.');
    const [google, ics] = byPart(root, 'add')[0].childNodes.filter((node) => node.tagName === 'a');
    // The event's page, in the calendar entry, is made absolute against the site's address its context names.
    const query = new URL(attr(google, 'href')).searchParams;
    assert.equal(query.get('details'), 'Oak, in short.\n\nhttps://www.example.com/events/oak');
    assert.match(decodeURIComponent(attr(ics, 'href')), /\r\nURL:https:\/\/www\.example\.com\/events\/oak\r\n/);
    assert.equal(attr(ics, 'download'), 'oak.ics');
    // Stamped with the day it is made, as the browser's render of the same day stamps it.
    assert.match(decodeURIComponent(attr(ics, 'href')), /\r\nDTSTAMP:\d{8}T000000Z\r\n/);
    assert.deepEqual(
      byPart(root, 'toggle-button').map((button) => [textOf(button), attr(button, 'aria-pressed')]),
      [
        ['Upcoming', 'true'],
        ['Past', 'false'],
      ],
    );
    assertNoInlineStyle(html);
    assert.deepEqual(warnings, []);
  });

  it('carries the answer into the page, as data the browser reads first', () => {
    const answer = { events: [event('oak', '</script><script>alert(1)</script>')] };
    const html = ssr.renderElements(LIST, { data: { [PATH]: answer } });
    const [script] = byTag(html, 'script').filter((node) => attr(node, 'data-sqs-data') !== undefined);
    assert.doesNotMatch(textOf(script), /</);
    assert.deepEqual(Object.values(JSON.parse(textOf(script))), [answer]);
  });

  it('keeps an event page written relative when the site context names no address, and links no unsafe one', () => {
    const html = ssr.renderElements(
      '<sqs-events collection-id="events"></sqs-events><sqs-events collection-id="other"></sqs-events>',
      {
        data: (request) =>
          request.path.includes('/events?')
            ? { events: [event('oak', 'Oak')] }
            : { events: [event('bad', 'Bad', { url: 'javascript:alert(1)' })] },
      },
    );
    const [first, second] = byTag(html, 'sqs-events').map(shadowOf);
    const google = byPart(first, 'add')[0].childNodes.find((node) => node.tagName === 'a');
    assert.equal(new URL(attr(google, 'href')).searchParams.get('details'), 'Oak, in short.\n\n/events/oak');
    assert.equal(byPart(second, 'title')[0].childNodes[0].nodeName, '#text');
    for (const link of byTag(html, 'a')) assert.doesNotMatch(attr(link, 'href'), /^javascript:/i);
  });

  it('renders a month of the calendar with the events on their days', () => {
    const html = ssr.renderElements(
      page('<sqs-events view="calendar" month="2026-03" collection-id="w"></sqs-events>'),
      {
        data: () => ({ events: [event('oak', 'Oak')] }),
      },
    );
    const root = rootOf(html);
    assert.equal(textOf(byPart(root, 'month')[0]), 'March 2026');
    const day = byPart(root, 'day').find((cell) => attr(cell, 'data-date') === '2026-03-03');
    assert.deepEqual(byPart(day.childNodes, 'chip').map(textOf), ['Oak']);
    assert.equal(byPart(root, 'day').length, 31);
  });

  it("lists the month's events under the calendar, each once, linked, for a page without script", () => {
    const long = event('elm', 'Elm', { start: Date.UTC(2026, 2, 9, 15), end: Date.UTC(2026, 2, 11, 17) });
    const html = ssr.renderElements(
      page('<sqs-events view="calendar" month="2026-03" collection-id="w"></sqs-events>'),
      { data: () => ({ events: [long, event('oak', 'Oak')] }) },
    );
    const root = rootOf(html);
    const [section] = byPart(root, 'month-events');
    assert.ok(section, 'no list of the month');
    // Named by the month's heading; soonest first, an event over three days once (no day's agenda is open).
    assert.equal(attr(section, 'aria-labelledby'), attr(byPart(root, 'month')[0], 'id'));
    assert.deepEqual(byPart(root, 'title').map(textOf), ['Oak', 'Elm']);
    assert.deepEqual(
      byTag(html, 'a')
        .map((a) => attr(a, 'href'))
        .filter((href) => href?.startsWith('/events/')),
      ['/events/oak', '/events/elm'],
    );
    // Shown only where scripts do not run, with the controls that need one gone there.
    const css = readFileSync(join(ROOT, 'dist/styles/elements/events.css'), 'utf8');
    assert.match(css, /@media \(scripting: enabled\) *\{\s*\[part~=.?month-events.?\] *\{\s*display: *none/);
    assert.match(css, /@media \(scripting: none\) *\{\s*\[part~=.?toggle.?\] *\{\s*display: *none/);
  });

  it('lists nothing under an empty month', () => {
    const html = ssr.renderElements(
      page('<sqs-events view="calendar" month="2026-03" collection-id="w"></sqs-events>'),
      { data: () => ({ events: [] }) },
    );
    assert.deepEqual(byPart(rootOf(html), 'month-events'), []);
  });

  it('is left to the browser, with a warning naming the request, when its events are not given', () => {
    const html = ssr.renderElements(LIST, { data: {} });
    assert.equal(html, LIST);
    assert.deepEqual(warnings, [
      `<sqs-events> is left to render in the browser: its data (GET ${PATH}) was not given.`,
    ]);
  });

  it('is left to the browser when the data given is not a list of events', () => {
    const html = ssr.renderElements(LIST, { data: { [PATH]: { events: 'none' } } });
    assert.equal(html, LIST);
    assert.deepEqual(warnings, [
      `<sqs-events> is left to render in the browser: its data for GET ${PATH} is not usable (The answer has no events).`,
    ]);
  });
});
