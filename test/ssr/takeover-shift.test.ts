import { expect, oneEvent, waitUntil } from '@open-wc/testing';

/**
 * The elements server-rendered on the example pages checked here (the samples of test/support/ssr-samples.mjs), in a
 * phone-sized frame: taking them over moves nothing. Each element's box, and so what follows it on the page, is the
 * same before its script runs and once it has rendered; where the browser reports layout shifts (Chromium), none
 * happens on the way either (an element whose code runs before its parent's shows as the parent will). The pages are
 * rendered as the reference server sends them: each shadow root holding its sheet (`styles: 'inline'`), which the
 * page's policy lets apply by its hash.
 */

interface Sample {
  id: string;
  page: string;
  rendered: string[];
}

type SampleWindow = Window & typeof globalThis & { upgradeElements(): Promise<unknown>; pageProblems: string[] };

/** A layout shift as the browser reports it (Chromium's Layout Instability API). */
interface Shift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null }[];
}

/** The example pages of the elements checked here. */
const PAGES = ['gallery', 'menu-tabs', 'marquee', 'image', 'consent', 'site', 'code-block', 'pricing-toggle'];

/**
 * The gallery samples laid out from the gallery's width, which a server does not know (docs/ssr.md): autocolumns
 * (examples/gallery.html's ninth element), whose script places each picture in the shortest column, and autorows (the
 * tenth), whose script fills each row. The server's sheet draws CSS columns and rows at the rows' height.
 */
const LAID_OUT_FROM_WIDTH = ['gallery-8', 'gallery-9'];

/**
 * The gallery samples with a number of their own that the server's sheet reads from an attribute (a gap, a
 * proportion, the strip's height, the list's image size): the browser reads it only with typed `attr()`, and without
 * it shows the design's default until the script runs (docs/ssr.md).
 */
const NUMBERS_FROM_ATTRIBUTES = [0, 1, 2, 3, 5, 7, 10, 11].map((index) => `gallery-${index}`);
const readsNumbers = CSS.supports('width', 'attr(x px, 1px)');

/** True when the server render of `sample` is drawn as its script draws it in this browser. */
const drawnAsScripted = (sample: Sample): boolean =>
  !LAID_OUT_FROM_WIDTH.includes(sample.id) && (readsNumbers || !NUMBERS_FROM_ATTRIBUTES.includes(sample.id));

const { samples } = (await (await fetch('/__ssr/samples')).json()) as { samples: Sample[] };

/**
 * Opens a sample's page rendered by the server with its styles inline, its scripts held, in a frame the size of a
 * phone's viewport.
 */
async function openRendered(sample: Sample): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = `${sample.id}, rendered on the server`;
  frame.style.cssText = 'width: 412px; height: 823px; border: 0';
  frame.src = `/test/fixtures/strict/ssr-sample.html?id=${sample.id}&render=inline`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Returns the outermost `sqs-*` elements of a frame's page. */
const hostsOf = (frame: HTMLIFrameElement): HTMLElement[] =>
  [...frame.contentDocument!.querySelectorAll<HTMLElement>('main > *')].filter((e) => e.localName.startsWith('sqs-'));

/**
 * Returns each host's box to the pixel (a picture's file whose proportions differ a little from its stated dimensions
 * may move it by less than one where the browser cannot read them in CSS).
 */
const boxesOf = (hosts: HTMLElement[]): string[] =>
  hosts.map((host) => {
    const { top, left, width, height } = host.getBoundingClientRect();
    return `${host.localName}: ${[top, left, width, height].map(Math.floor).join(' ')}`;
  });

/** True when some of `element` is in the frame's view (a lazy picture out of it never loads). */
function inView(element: Element): boolean {
  const { top, left, bottom, right } = element.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < 823 && left < 412;
}

/** True when every picture in view in the page and its shadow roots has loaded. */
function picturesLoaded(frame: HTMLIFrameElement): boolean {
  const roots = [frame.contentDocument!, ...hostsOf(frame).map((host) => host.shadowRoot)];
  return roots.every((root) => !root || [...root.querySelectorAll('img')].every((img) => img.complete || !inView(img)));
}

/**
 * Starts recording the frame's layout shifts where the browser reports them; returns what reads them (each as its
 * value and the nodes that moved), or undefined where it does not.
 */
function recordShifts(win: SampleWindow): (() => string[]) | undefined {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('layout-shift')) return undefined;
  const shifts: string[] = [];
  const name = (node: Node | null): string =>
    node instanceof win.Element ? `${node.localName}[${node.getAttribute('part') ?? ''}]` : String(node?.nodeName);
  const note = (entries: PerformanceEntryList): void => {
    for (const entry of entries as Shift[])
      shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((source) => name(source.node)).join(', ')}`);
  };
  const observer = new win.PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'layout-shift' });
  return () => {
    note(observer.takeRecords());
    observer.disconnect();
    return shifts;
  };
}

/** Waits until the boxes are the same from one look to the next, the pictures in view loaded; returns them. */
async function settledBoxes(frame: HTMLIFrameElement): Promise<string[]> {
  let last = '';
  await waitUntil(
    () => {
      const now = boxesOf(hostsOf(frame)).join('\n');
      const still = now === last && picturesLoaded(frame);
      last = now;
      return still;
    },
    'the boxes hold still',
    { interval: 150, timeout: 15_000 },
  );
  return last.split('\n');
}

describe('taking over a server render with markup of its own', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  for (const sample of samples.filter((s) => PAGES.includes(s.page) && s.rendered.length > 0 && drawnAsScripted(s)))
    it(`moves nothing on ${sample.id}`, async function () {
      this.timeout(40_000);
      const frame = await openRendered(sample);
      const before = await settledBoxes(frame);
      const win = frame.contentWindow as SampleWindow;
      // Every root's sheet applied: the policy refused nothing, and each root's first node is its <style>.
      expect(win.pageProblems).to.deep.equal([]);
      const declared = hostsOf(frame).filter((host) => host.hasAttribute('data-server-rendered'));
      expect(declared.map((host) => host.shadowRoot!.firstElementChild!.localName)).to.deep.equal(
        declared.map(() => 'style'),
      );
      const shifts = recordShifts(win);
      await win.upgradeElements();
      for (const host of hostsOf(frame)) {
        await win.customElements.whenDefined(host.localName);
        await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
      }
      expect(await settledBoxes(frame)).to.deep.equal(before);
      for (const host of declared) expect(host.shadowRoot!.querySelector('style'), host.localName).to.equal(null);
      if (shifts) expect(shifts()).to.deep.equal([]);
    });
});
