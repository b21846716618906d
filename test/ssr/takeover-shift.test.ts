import { expect, oneEvent, waitUntil } from '@open-wc/testing';

/**
 * The elements server-rendered on the example pages checked here (the samples of test/support/ssr-samples.mjs), in a
 * phone-sized frame (and a desktop-sized one for the galleries): taking them over moves nothing. Each element's box,
 * and so what follows it on the page, is the same before its script runs and once it has rendered; where the browser
 * reports layout shifts (Chromium), none happens on the way either (an element whose code runs before its parent's
 * shows as the parent will). The pages are rendered as the reference server sends them: each shadow root holding its
 * sheet (`styles: 'inline'`), and its own numbers where it has some (`onStyle`), which the page's policy lets apply by
 * their hashes.
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

/** The frame's height, and its widths: a phone's, and a desktop's too for the galleries (their columns and rows). */
const HEIGHT = 823;
const widthsOf = (sample: Sample): number[] => (sample.page === 'gallery' ? [412, 1000] : [412]);

const { samples } = (await (await fetch('/__ssr/samples')).json()) as { samples: Sample[] };

/** Opens a sample's page rendered by the server, styles inline and scripts held, in a frame `width` px wide. */
async function openRendered(sample: Sample, width: number): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = `${sample.id}, rendered on the server`;
  frame.style.cssText = `width: ${width}px; height: ${HEIGHT}px; border: 0`;
  frame.src = `/test/fixtures/strict/ssr-sample.html?id=${sample.id}&render=inline`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Returns the outermost `sqs-*` elements of a frame's page. */
const hostsOf = (frame: HTMLIFrameElement): HTMLElement[] =>
  [...frame.contentDocument!.querySelectorAll<HTMLElement>('main > *')].filter((e) => e.localName.startsWith('sqs-'));

/** A host's box: its tag, then its top, left, width and height. */
interface Box {
  tag: string;
  edges: number[];
}

/** Returns each host's box. */
const boxesOf = (hosts: HTMLElement[]): Box[] =>
  hosts.map((host) => {
    const { top, left, width, height } = host.getBoundingClientRect();
    return { tag: host.localName, edges: [top, left, width, height] };
  });

/**
 * Expects the boxes `after` to be the boxes `before`, each to within a pixel: an engine may round the height of a
 * picture drawn from its proportions by a fraction of one (in steps of 1/64 px), which moves nothing a visitor sees.
 */
function expectSameBoxes(after: Box[], before: Box[]): void {
  expect(
    after.map((box) => box.tag),
    'the hosts',
  ).to.deep.equal(before.map((box) => box.tag));
  after.forEach(({ tag, edges }, i) => {
    const was = before[i]!.edges;
    edges.forEach((n, k) => expect(n, `${tag}: ${edges.join(' ')} was ${was.join(' ')}`).to.be.closeTo(was[k]!, 0.99));
  });
}

/** True when some of `element` is in the frame's view (a lazy picture out of it never loads). */
function inView(element: Element): boolean {
  const { top, left, bottom, right } = element.getBoundingClientRect();
  const view = element.ownerDocument.documentElement;
  return bottom > 0 && right > 0 && top < view.clientHeight && left < view.clientWidth;
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
async function settledBoxes(frame: HTMLIFrameElement): Promise<Box[]> {
  let last: Box[] = [];
  await waitUntil(
    () => {
      const now = boxesOf(hostsOf(frame));
      // Held still to the hundredth of a pixel.
      const same = (boxes: Box[]): string => boxes.map((box) => box.edges.map((n) => n.toFixed(2)).join(' ')).join();
      const still = same(now) === same(last) && now.length === last.length && picturesLoaded(frame);
      last = now;
      return still;
    },
    'the boxes hold still',
    { interval: 150, timeout: 15_000 },
  );
  return last;
}

describe('taking over a server render with markup of its own', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  for (const sample of samples.filter((s) => PAGES.includes(s.page) && s.rendered.length > 0))
    for (const width of widthsOf(sample))
      it(`moves nothing on ${sample.id} ${width} px wide`, async function () {
        this.timeout(40_000);
        const frame = await openRendered(sample, width);
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
        expectSameBoxes(await settledBoxes(frame), before);
        for (const host of declared) expect(host.shadowRoot!.querySelector('style'), host.localName).to.equal(null);
        if (shifts) expect(shifts()).to.deep.equal([]);
      });
});
