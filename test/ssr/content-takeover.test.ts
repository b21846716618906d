import { expect, waitUntil } from '@open-wc/testing';
import { emptyStates, markupOf, openRenderedPage } from './takeover.js';

/**
 * Content elements rendered on a server (test/fixtures/strict/ssr-content.html, written by
 * test/build/ssr-content.test.mjs and served under the strict policy): an announcement bar, fit text, an image, a
 * button, a code block, a marquee, share buttons and a video — what they show without script, and their take-over.
 */

const PAGE = '/test/fixtures/strict/ssr-content.html';

type Host = HTMLElement & { updateComplete: Promise<void> };
const hostsOf = (doc: Document): Host[] =>
  [...doc.body.querySelectorAll<Host>('*')].filter((element) => element.localName.startsWith('sqs-'));
const part = (host: Element, name: string): HTMLElement => host.shadowRoot!.querySelector(`[part~="${name}"]`)!;
const shown = (element: Element): boolean => element.getBoundingClientRect().height > 0;

describe('server-rendered content elements', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('show their content without script, under the strict policy', async () => {
    const page = await openRenderedPage(PAGE, { scripts: false });
    await expect(page.frame).to.be.accessible();
    const { doc } = page;
    const get = (tag: string): Element => doc.querySelector(tag)!;
    expect(hostsOf(doc).length).to.equal(8);
    expect(part(get('sqs-announcement-bar'), 'link').getAttribute('href')).to.equal('/examples/');
    const img = part(get('sqs-image'), 'image') as HTMLImageElement;
    await waitUntil(() => img.complete && img.naturalWidth > 0, 'the picture loads');
    expect(img.alt).to.equal('Colourful cups');
    // The landscape box (100 / 67) is reserved by the linked sheet, no inline style.
    const frame = part(get('sqs-image'), 'frame').getBoundingClientRect();
    expect(Math.round((frame.height / frame.width) * 100)).to.equal(67);
    const link = part(get('sqs-button'), 'button') as HTMLAnchorElement;
    expect([link.localName, link.getAttribute('href'), link.target]).to.deep.equal(['a', '/examples/', '_blank']);
    expect(shown(get('sqs-code-block').querySelector('strong')!)).to.equal(true);
    expect(shown(part(get('sqs-marquee'), 'content'))).to.equal(true);
    expect([...get('sqs-share-buttons').shadowRoot!.querySelectorAll('a')].map((a) => a.dataset.network)).to.deep.equal(
      ['x', 'email'],
    );
    const play = part(get('sqs-video'), 'play-button') as HTMLAnchorElement;
    expect(play.getAttribute('href')).to.equal('https://www.youtube.com/embed/abc');
    expect((part(get('sqs-video'), 'thumbnail') as HTMLImageElement).alt).to.equal('The shop from outside');
    expect(shown(part(get('sqs-video'), 'base'))).to.equal(true);
  });

  it('keep the picture the server render shows, asking for no other file of it that is no larger', async () => {
    const page = await openRenderedPage(PAGE, { scripts: true });
    const host = page.doc.querySelector<Host>('sqs-image')!;
    const server = part(host, 'image') as HTMLImageElement;
    await waitUntil(() => server.complete && server.naturalWidth > 0, 'the picture loads');
    const shown = server.currentSrc;
    // The block narrows before the script runs: the loader alone would ask for a smaller width step.
    host.style.width = '120px';
    await page.upgrade();
    await host.updateComplete;
    await waitUntil(() => host.getAttribute('data-state') === 'loaded', 'loaded');
    const img = part(host, 'image') as HTMLImageElement;
    expect(img === server, 'rendered again').to.equal(false);
    expect(img.currentSrc).to.equal(shown);
    // (An engine may show a file from its cache without asking: those are not listed.)
    const others = page.frame
      .contentWindow!.performance.getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/photo-03.jpg') && name !== shown);
    expect(others).to.deep.equal([]);
    expect(page.messages).to.deep.equal([]);
  });

  it('are taken over with no frame left empty, each as a client render, with no warning', async () => {
    const page = await openRenderedPage(PAGE, { scripts: true });
    const hosts = hostsOf(page.doc);
    const roots = hosts.map((host) => host.shadowRoot!);
    const empty = await emptyStates(roots, async () => {
      await page.upgrade();
      await waitUntil(() => roots.every((root) => !root.querySelector('link')), 'every element takes over');
      await Promise.all(hosts.map((host) => host.updateComplete));
    });
    expect(empty, 'states of a shadow root with nothing rendered').to.equal(0);
    await waitUntil(() => page.doc.querySelector('sqs-image')!.getAttribute('data-state') === 'loaded', 'loaded');
    await expect(page.frame).to.be.accessible();

    // The same markup as the same elements rendered in the browser alone, where they stand.
    for (const host of hosts) {
      const copy = host.cloneNode(true) as Host;
      copy.removeAttribute('data-server-rendered');
      host.after(copy);
      await waitUntil(() => copy.shadowRoot?.firstElementChild, `${host.localName} renders`);
      await copy.updateComplete;
      if (host.localName === 'sqs-image')
        await waitUntil(() => copy.getAttribute('data-state') === 'loaded', 'the copy loads its picture');
      // A marquee runs while in view and pauses out of it: the copy, placed after it, may stand elsewhere.
      const still = (markup: string) => markup.replace(/ data-state="(running|paused)"/, ' data-state=""');
      expect(still(markupOf(copy)), host.localName).to.equal(still(markupOf(host)));
      copy.remove();
    }
    expect(page.messages).to.deep.equal([]);
  });
});
