import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { shadow } from '../support/helpers.js';

/**
 * A visitor on the example events page (served as by `npm start`, the site context naming New York as the site's
 * time zone): opens a day of the calendar by keyboard and finds its events with their add-to-calendar links, and
 * switches the list to the past events.
 */
describe('the example events page', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('opens a day’s events from the calendar by keyboard, and lists the past events on request', async () => {
    frame = document.createElement('iframe');
    frame.title = 'The example events page';
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
    frame.src = `/examples/events.html?visit=${Date.now()}`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    const calendar = doc.querySelector<HTMLElement>('#example-calendar')!;
    await waitUntil(() => calendar.dataset.state === 'success', 'the calendar never loaded', { timeout: 8000 });
    const root = shadow(calendar);
    expect(root.querySelector('[part~="zone"]')!.textContent).to.equal('Times are in the America/New_York time zone.');
    // The workshops are this month or the next: the first day with one.
    const busy = () => root.querySelector<HTMLElement>('[part~="chip"]')?.closest('td');
    if (!busy()) root.querySelector<HTMLButtonElement>('[part~="next"]')!.click();
    await waitUntil(busy, 'no day with an event');
    const day = busy()!;
    day.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.querySelector('[part~="agenda"] [part~="event"]'), 'the day never opened');
    expect(day.getAttribute('aria-selected')).to.equal('true');
    const event = root.querySelector('[part~="agenda"] [part~="event"]')!;
    expect(event.querySelector<HTMLAnchorElement>('a[target="_blank"]')!.href).to.match(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    );
    expect(event.querySelector<HTMLAnchorElement>('a[download]')!.href).to.match(/^data:text\/calendar;/);

    const list = doc.querySelector<HTMLElement>('#example-list')!;
    await waitUntil(() => list.dataset.state === 'success', 'the list never loaded', { timeout: 8000 });
    const titles = () => [...shadow(list).querySelectorAll('[part~="title"]')].map((t) => t.textContent);
    expect(titles()[0]).to.equal('Open studio evening');
    shadow(list).querySelectorAll<HTMLButtonElement>('[part~="toggle-button"]')[1]!.click();
    await waitUntil(() => titles()[0] === 'Summer sale weekend', 'the past events never showed');
  });
});
