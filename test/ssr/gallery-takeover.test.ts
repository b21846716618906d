import { expect, waitUntil } from '@open-wc/testing';
import type { SqsGalleryElement } from '../../elements/gallery/gallery.element.js';
import { emptyStates, markupOf, openRenderedPage, type RenderedPage } from './takeover.js';

/**
 * Galleries rendered on a server (test/fixtures/strict/ssr-gallery.html, written by
 * elements/gallery/gallery.server.test.mjs and served under the strict policy): a grid and a stacked gallery, what
 * they show without their script, and how the script takes them over.
 */

const PAGE = '/test/fixtures/strict/ssr-gallery.html';

interface Page extends RenderedPage {
  grid: SqsGalleryElement;
  stacked: SqsGalleryElement;
}

async function openPage({ scripts }: { scripts: boolean }): Promise<Page> {
  const page = await openRenderedPage(PAGE, { scripts });
  const [grid, stacked] = page.doc.querySelectorAll('sqs-gallery');
  return { ...page, grid: grid!, stacked: stacked! };
}

const imagesOf = (host: Element): HTMLImageElement[] => [...host.shadowRoot!.querySelectorAll('img')];
const boxOf = (element: Element): DOMRect => element.getBoundingClientRect();

describe('a server-rendered gallery', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('shows its pictures with their text alternatives without script, in the grid the design draws', async () => {
    const page = await openPage({ scripts: false });
    await expect(page.frame).to.be.accessible();
    expect(customElements.get('sqs-gallery')).to.equal(undefined);
    const images = imagesOf(page.grid);
    expect(images.map((img) => img.alt)).to.deep.equal([
      'By the water',
      'Cold ripple',
      'Colourful cups',
      'Fallen leaf',
    ]);
    await waitUntil(() => images.every((img) => img.complete && img.naturalWidth > 0), 'the pictures load');
    // Three square cells a row (slides-per-row="3"), under the strict policy: the linked sheet lays them out.
    const [a, b, c, d] = images.map(boxOf);
    expect(Math.round(a!.top)).to.equal(Math.round(c!.top));
    expect(d!.top).to.be.above(a!.bottom);
    expect(Math.round(a!.width)).to.equal(Math.round(a!.height));
    expect(b!.left).to.be.above(a!.right);
    expect(page.grid.shadowRoot!.querySelector('[part~="caption"]')!.textContent).to.equal('By the water');
    expect(page.grid.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/examples/');
  });

  it('shows a moving design as a strip the visitor scrolls, one slide at a time', async () => {
    const page = await openPage({ scripts: false });
    const track = page.stacked.shadowRoot!.querySelector<HTMLElement>('[part~="track"]')!;
    const [first, second] = imagesOf(page.stacked);
    expect(first!.alt).to.equal('Darkest hour');
    expect(track.scrollWidth).to.be.above(track.clientWidth);
    expect(Math.round(boxOf(first!).width)).to.equal(track.clientWidth);
    expect(boxOf(second!).left).to.be.at.least(boxOf(track).right - 1);
    expect(track.tabIndex).to.equal(0);
  });

  it('is taken over with no frame left empty, as a client render, focus moving to the same link', async () => {
    const page = await openPage({ scripts: true });
    // Before the script runs, the visitor has reached the click-through link of the second picture.
    page.grid.shadowRoot!.querySelector('a')!.focus();
    const roots = [page.grid, page.stacked].map((host) => host.shadowRoot!);
    const empty = await emptyStates(roots, async () => {
      await page.upgrade();
      await waitUntil(() => roots.every((root) => root.querySelector('slot[name="slide-0"]')), 'the galleries render');
      await Promise.all([page.grid.updateComplete, page.stacked.updateComplete]);
    });
    expect(empty, 'states of a shadow root with nothing rendered').to.equal(0);
    for (const root of roots) expect(root.querySelector('figure, picture, link')?.localName).to.equal(undefined);
    const link = page.grid.shadowRoot!.querySelector('a[part~="link"]')!;
    // (Elements compared by identity: a failure would print a whole frame's DOM.)
    expect(page.grid.shadowRoot!.activeElement === link, 'focus on the link').to.equal(true);
    expect(link.getAttribute('href')).to.equal('/examples/');
    await expect(page.frame).to.be.accessible();

    // The same markup as the same galleries rendered in the browser alone.
    for (const gallery of [page.grid, page.stacked]) {
      const copy = gallery.cloneNode(true) as SqsGalleryElement;
      copy.removeAttribute('data-server-rendered');
      page.doc.body.append(copy);
      await waitUntil(() => copy.shadowRoot?.querySelector('slot[name="slide-0"]'), 'the copy renders');
      await copy.updateComplete;
      expect(markupOf(copy)).to.equal(markupOf(gallery));
      copy.remove();
    }
    expect(page.messages).to.deep.equal([]);
  });

  it('keeps each picture the server render shows, asking for no other file of it that is no larger', async () => {
    const page = await openPage({ scripts: true });
    const server = imagesOf(page.grid);
    await waitUntil(() => server.every((img) => img.complete && img.naturalWidth > 0), 'the pictures load');
    // The landscape pictures, cropped by their square cells, are asked for by the window's width (`34vw`); the others
    // by their boxes' own (`auto`), which a browser may choose again as a box narrows.
    const guessed = server.flatMap((img, i) => (img.sizes.startsWith('auto') ? [] : [i]));
    expect(guessed).to.deep.equal([0, 1]);
    const shown = guessed.map((i) => server[i]!.currentSrc);
    // The gallery narrows before the script runs: the loader alone would ask for smaller width steps.
    page.grid.style.width = '150px';
    await page.upgrade();
    await page.grid.updateComplete;
    const own = [...page.grid.querySelectorAll('img')];
    await waitUntil(() => own.every((img) => img.complete && img.currentSrc), 'the slides show their pictures');
    expect(guessed.map((i) => own[i]!.currentSrc)).to.deep.equal(shown);
    // Taken out, the server's pictures sized `auto` hold only the file each shows: none is chosen again for the
    // window's width.
    const auto = server.filter((img) => img.sizes.startsWith('auto'));
    expect(auto.map((img) => [img.isConnected, img.srcset === img.currentSrc])).to.deep.equal([
      [false, true],
      [false, true],
    ]);
    // (An engine may show a file from its cache without asking: those are not listed.)
    const files = new Set(shown.map((url) => url.split('?')[0]));
    const others = page.frame
      .contentWindow!.performance.getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => files.has(name.split('?')[0]) && !shown.includes(name));
    expect(others, `asked besides ${shown.join(' ')}`).to.deep.equal([]);
    expect(page.messages).to.deep.equal([]);
  });
});
