import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { shadow, typeInto } from '../support/helpers.js';

/**
 * A visitor's site search on the served examples (as `npm start` serves them): typing in the example page's field
 * opens the results preview from the reference API's index; submitting goes to /search, the search page, which lists
 * the results and records the site search (census hit event type 2 with the query) but no page view.
 */

interface Hit {
  event: number;
  data: { query?: string; url?: string };
}

/** Returns the census hits the reference API stored for addresses starting with `prefix`. */
async function hitsFrom(prefix: string): Promise<Hit[]> {
  const answer = await fetch(`/api/_inspect/census/hits?urlPrefix=${encodeURIComponent(prefix)}`);
  return (await answer.json()) as Hit[];
}

describe('a site search on the served example', function () {
  this.timeout(30000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('previews results as the visitor types, and the search page lists them and records the search, not a page view', async () => {
    frame = document.createElement('iframe');
    frame.title = 'The example search page';
    frame.style.cssText = 'width: 1000px; height: 800px; border: 0';
    frame.src = `/examples/search.html?visit=${Date.now()}`;
    let loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    const doc = () => frame!.contentDocument!;
    const search = () => doc().querySelector('sqs-search')!;
    await waitUntil(() => search().shadowRoot?.querySelector('[part~="input"]'), 'the field never came', {
      timeout: 10000,
    });
    const input = shadow(search()).querySelector<HTMLInputElement>('[part~="input"]')!;
    input.focus();
    typeInto(input, 'oiled oak');
    await waitUntil(() => shadow(search()).querySelectorAll('[role="option"]').length > 0, 'no preview', {
      timeout: 10000,
    });
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    const titles = [...shadow(search()).querySelectorAll('[role="option"] [part~="title"]')].map((t) => t.textContent);
    expect(titles).to.include('Caring for oiled oak');

    loaded = oneEvent(frame, 'load');
    shadow(search()).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await loaded;
    const address = new URL(frame.contentWindow!.location.href);
    expect(address.pathname).to.equal('/search');
    expect(address.searchParams.get('q')).to.equal('oiled oak');
    await waitUntil(() => search()?.dataset.state === 'success', 'the search page never listed results', {
      timeout: 10000,
    });
    expect(search().getAttribute('mode')).to.equal('page');
    const links = [...shadow(search()).querySelectorAll<HTMLAnchorElement>('[part~="result"] a')];
    expect(links.map((a) => a.getAttribute('href'))).to.include('/blog/care-guide');

    const prefix = `${address.origin}/search`;
    await waitUntil(
      async () => (await hitsFrom(prefix)).some((hit) => hit.event === 2 && hit.data.query === 'oiled oak'),
      'the site search was never recorded',
      { timeout: 10000 },
    );
    // The example page the search started from records its page view as any page does; /search records none.
    await waitUntil(
      async () => (await hitsFrom(`${address.origin}/examples/search.html`)).some((hit) => hit.event === 1),
      'the example page recorded no page view',
      { timeout: 10000 },
    );
    expect((await hitsFrom(prefix)).filter((hit) => hit.event === 1)).to.deep.equal([]);
  });
});
