import { expect, oneEvent, waitUntil } from '@open-wc/testing';

/**
 * Every page of the docs site (generated into dist/docs/ by `npm run build:docs`) and every example page it shows as a
 * demo (and examples/site.html) passes axe with the WCAG A and AA rules and the best-practice rules (landmarks, one
 * h1, regions, heading order, a skip link), opened as a visitor opens it.
 */

interface AxeResults {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
}
type AxeWindow = Window & { axe?: { run(context: object, options: object): Promise<AxeResults> } };

const { pages } = (await (await fetch('/dist/docs/pages.json')).json()) as { pages: string[] };
// The demos, and the whole-site page that shows the blocks together as a site would.
const examples = [...new Set(pages.length ? [...(await demosOf(pages)), '/examples/site.html'] : [])];
const everyPage = [...pages, ...examples];

/** Returns the example pages the docs pages embed as demos. */
async function demosOf(list: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of list) {
    const html = await (await fetch(path)).text();
    for (const match of html.matchAll(/<iframe class="demo" src="([^"]+)"/g)) found.push(match[1]!);
  }
  return found;
}

/** Resolves once every finite animation of `doc` (shadow trees included) has finished; endless ones are left. */
async function settledAnimations(doc: Document): Promise<void> {
  const win = doc.defaultView!;
  const elements = Array.from(doc.querySelectorAll('*')).filter((el) => el.localName.startsWith('sqs-'));
  await Promise.all(elements.map((el) => (el as Element & { updateComplete?: Promise<void> }).updateComplete));
  // Two frames: a dialog shown by that render starts its fade on the next one.
  await new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));
  for (let round = 0; round < 5; round++) {
    const running = doc
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (running.length === 0) return;
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
}

/** Opens `path` in a frame, runs axe in it and returns its violations as readable lines. */
async function violationsOf(path: string): Promise<string[]> {
  const frame = document.createElement('iframe');
  frame.title = path;
  // In view, where every engine renders it and runs its frames, however many are open at once.
  frame.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 1200px; height: 900px; border: 0';
  frame.src = path;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as AxeWindow;
  try {
    const script = win.document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const ready = oneEvent(script, 'load');
    win.document.head.append(script);
    await ready;
    await waitUntil(() => win.axe, 'axe never loaded');
    // A dialog fading in is checked once shown: colour contrast measured mid-fade is not what a visitor reads.
    await settledAnimations(win.document);
    // The popup overlay opens by itself in the top layer, over a ::backdrop, where axe cannot tell the background
    // its text sits on; popup-overlay.test.ts checks it open with axe.
    const results = await win.axe!.run(
      { include: [win.document], exclude: ['sqs-popup-overlay'] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        iframes: false,
      },
    );
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  } finally {
    frame.remove();
  }
}

/** How many pages are checked at once: a page mostly waits (for its frame to load, its animations to end). */
const AT_ONCE = 3;

/**
 * Returns each path's violations, `AT_ONCE` pages checked at a time in the order given; each promise settles to the
 * lines or the error, so a page checked before its test awaits it fails only that test.
 */
function checkAll(paths: string[]): Map<string, Promise<string[] | Error>> {
  const queue = [...paths];
  const settled = new Map<string, (result: string[] | Error) => void>();
  const results = new Map(
    paths.map((path) => [path, new Promise<string[] | Error>((resolve) => settled.set(path, resolve))]),
  );
  const worker = async (): Promise<void> => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      settled.get(path)!(await violationsOf(path).catch((error: unknown) => error as Error));
  };
  for (let i = 0; i < AT_ONCE; i++) void worker();
  return results;
}

describe('the docs site', function () {
  this.timeout(60000);
  let checked: Map<string, Promise<string[] | Error>>;
  before(() => {
    checked = checkAll(everyPage);
  });

  it('has a page for every element, the guides and an index', () => {
    expect(pages).to.include('/dist/docs/index.html');
    expect(pages).to.include('/dist/docs/runtime.html');
    expect(pages.filter((p) => /\/sqs-[a-z-]+\.html$/.test(p)).length).to.be.at.least(18);
  });

  for (const path of everyPage) {
    it(`${path} passes axe (WCAG and best practice)`, async () => {
      const result = await checked.get(path)!;
      if (result instanceof Error) throw result;
      expect(result).to.deep.equal([]);
    });
  }
});
