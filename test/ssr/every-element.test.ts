import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { canonicalMarkup, withoutWidthSteps } from './takeover.js';

/**
 * Every element the server renders (each element folder with a `<name>.server.ts`, as dist/ssr.js lists them), on the
 * samples its example page holds (test/support/ssr-samples.mjs): what Node renders has the parts, slots and text the
 * browser renders; once the scripts take it over, its shadow root is the one a client-only render of the same markup
 * has; and nothing on the page warns, fails or is refused by the strict policy that the client-only page does not. A new server render, with its example
 * page, is tested here with nothing to add.
 */

interface Sample {
  /** `<page>-<n>`: the n-th outermost element of examples/<page>.html. */
  id: string;
  page: string;
  /** The tags in the sample, and those the server gave a shadow root. */
  tags: string[];
  rendered: string[];
  /** What the server render warned (its own warnings and its components'). */
  warnings: string[];
}

type SampleWindow = Window & { pageProblems: string[]; upgradeElements(): Promise<unknown> };

const { tags, samples, noScript } = (await (await fetch('/__ssr/samples')).json()) as {
  tags: string[];
  /** By tag, what the elements whose markup without a script is their own show then (`noScriptMarkup()`). */
  noScript: Record<string, string>;
  samples: Sample[];
};

/** Opens a sample's page (rendered by the server or not) in a frame; resolves once it has loaded. */
async function openSample(sample: Sample, rendered: boolean): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = `${sample.id}, ${rendered ? 'rendered on the server' : 'client only'}`;
  // Both pages in view, one over the other: what an element does in view (a marquee runs, a gallery loads its
  // pictures, an animation plays) happens in both.
  frame.style.cssText =
    'position: fixed; inset-block-start: 0; inset-inline-start: 0; width: 800px; height: 600px; border: 0';
  frame.src = `/test/fixtures/strict/ssr-sample.html?id=${sample.id}&render=${rendered ? 1 : 0}`;
  const loaded = oneEvent(frame, 'load');
  document.body.append(frame);
  await loaded;
  return frame;
}

const windowOf = (frame: HTMLIFrameElement): SampleWindow => frame.contentWindow as SampleWindow;

/** Returns the `sqs-*` elements of a frame's page and of the shadow roots in it. */
function deepHostsOf(frame: HTMLIFrameElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (root: Document | ShadowRoot): void => {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.localName.startsWith('sqs-')) found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(frame.contentDocument!);
  return found;
}

/** Returns the `sqs-*` elements of a frame's page, in document order. */
const hostsOf = (frame: HTMLIFrameElement): HTMLElement[] =>
  [...frame.contentDocument!.querySelectorAll<HTMLElement>('*')].filter((e) => e.localName.startsWith('sqs-'));

// The attributes whose values name other elements: React's generated ids differ from one render to the next.
const REFERENCES =
  /\s(id|for|headers|list|aria-(?:controls|labelledby|describedby|owns|activedescendant|details))="([^"]*)"/g;

/** Returns `markup` with each id it names replaced by its order of appearance, so references still have to match. */
function withIdsNumbered(markup: string): string {
  const numbers = new Map<string, string>();
  const number = (id: string): string => {
    if (!numbers.has(id)) numbers.set(id, `id-${numbers.size + 1}`);
    return numbers.get(id)!;
  };
  return markup.replace(
    REFERENCES,
    (_, name: string, ids: string) => ` ${name}="${ids.split(/\s+/).map(number).join(' ')}"`,
  );
}

/**
 * Returns a shadow root's markup (`canonicalMarkup`), ids numbered, the sample page's switch and its pictures' width
 * steps (`withoutWidthSteps`) left out.
 */
const markupOf = (host: HTMLElement): string =>
  // The page's own address (which an element may name, as share buttons do) differs only in the sample's switch.
  withIdsNumbered(withoutWidthSteps(host.shadowRoot ? canonicalMarkup(host.shadowRoot) : '')).replace(
    /render(%3D|=)[01]/g,
    'render$1·',
  );

/**
 * Returns the structure of a shadow root as a visitor and a page's styles meet it: each part in order with the `data-*`
 * state it carries, each slot by name, and its text. (The tags may differ: a server renders a native `<details>` where
 * the script renders a button, with the same parts.)
 */
function structureOf(root: ShadowRoot): string[] {
  const out: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.localName === 'slot') out.push(`slot ${element.getAttribute('name') ?? '(default)'}`);
    const data = [...element.attributes]
      .filter((a) => a.name.startsWith('data-'))
      .map((a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    for (const part of element.getAttribute('part')?.split(/\s+/).filter(Boolean) ?? [])
      out.push(`part ${part}${data}`);
  }
  out.push(`text: ${(root.textContent ?? '').replace(/\s+/g, ' ').trim()}`);
  return out;
}

/** True when a declared root shows text or a picture, its own or what it slots. */
const shows = (host: HTMLElement): boolean =>
  Boolean(host.shadowRoot!.textContent?.trim() || host.textContent?.trim()) ||
  host.shadowRoot!.querySelector('img, svg') !== null ||
  host.querySelector('img') !== null;

/** Upgrades a frame's elements and resolves once each has rendered and its markup holds still. */
async function upgrade(frame: HTMLIFrameElement): Promise<void> {
  await windowOf(frame).upgradeElements();
  const hosts = hostsOf(frame);
  // Rendered once each (an element may render nothing to see: an empty cart's indicator, a donation with a bad page),
  // and so is each element they render in their shadow roots, whose code may load only then (a gallery's lightbox).
  let seen = new Set<HTMLElement>();
  for (let nested = hosts; nested.length > 0; nested = deepHostsOf(frame).filter((host) => !seen.has(host))) {
    seen = new Set([...seen, ...nested]);
    await Promise.all(nested.map((host) => windowOf(frame).customElements.whenDefined(host.localName)));
    await Promise.all(
      nested.map((host) => (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete),
    );
  }
  // Then settled: no image element still loading its picture (fetched once laid out; an element waiting for what may
  // never come, a booking widget for consent, is not waited for), every picture in the page
  // and its shadow roots loaded, and the markup unchanged from one look to the next.
  const loading = (): boolean =>
    [frame.contentDocument!, ...deepHostsOf(frame).map((host) => host.shadowRoot)].some(
      (root) =>
        root !== null &&
        (root.querySelector('sqs-image[data-state="loading"]') !== null ||
          [...root.querySelectorAll('img')].some((img) => !img.complete)),
    );
  let last = '';
  await waitUntil(
    () => {
      const now = hosts.map(markupOf).join('\n');
      const still = now === last && !loading();
      last = now;
      return still;
    },
    'the markup holds still',
    // A map's tiles load and fade in for a while on a loaded machine.
    { interval: 100, timeout: 15_000 },
  );
}

describe('every element the server renders', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('has a sample, on its example page, that the server gives a shadow root', () => {
    expect(tags).to.include('sqs-accordion');
    for (const tag of tags)
      expect(
        samples.some((sample) => sample.rendered.includes(tag)),
        `${tag}: no sample on examples/${tag.slice('sqs-'.length)}.html (or an element holding it) is rendered`,
      ).to.equal(true);
  });

  for (const sample of samples)
    it(`renders ${sample.id} (${sample.tags.join(', ')}) as the browser does, and hands it over`, async function () {
      this.timeout(60_000);
      const client = await openSample(sample, false);
      await upgrade(client);
      // The server render warns only as the browser does (a bad value on a page that shows one on purpose), besides
      // naming an element it leaves to the browser by design; a failed render never.
      const clientWarnings = windowOf(client).pageProblems.map((line) => line.replace(/^console\.warn: /, ''));
      const problems = sample.warnings.filter(
        (w) =>
          !/ is left to render in the browser: (?!its server render failed)/.test(w) && !clientWarnings.includes(w),
      );
      expect(problems, 'warnings of the server render').to.deep.equal([]);
      const server = await openSample(sample, true);
      const clientHosts = hostsOf(client);
      const serverHosts = hostsOf(server);
      expect(serverHosts.map((host) => host.localName)).to.deep.equal(clientHosts.map((host) => host.localName));
      const pairs = serverHosts.map((host, i) => [host, clientHosts[i]!] as const);

      // Before any script: the declared roots, with the parts, slots and text of the client's render.
      const declared = pairs.filter(([host]) => host.hasAttribute('data-server-rendered'));
      expect(declared.map(([host]) => host.localName)).to.include.members(sample.rendered);
      for (const tag of sample.tags) expect(windowOf(server).customElements.get(tag), tag).to.equal(undefined);
      for (const [host, alone] of declared) {
        expect(host.shadowRoot, `${host.localName} has its declared shadow root`).to.not.equal(null);
        // Markup of its own without a script (its server render says what it shows): it shows something where the
        // script's render does, and the take-over below makes it that render.
        if (Object.hasOwn(noScript, host.localName))
          expect(shows(host), `${host.localName} shows ${noScript[host.localName]}`).to.equal(shows(alone));
        else expect(structureOf(host.shadowRoot!), host.localName).to.deep.equal(structureOf(alone.shadowRoot!));
      }

      // Taken over: the same shadow root as the client-only render, the server's nodes and sheet links gone. Both are
      // given time to settle alike: what a page in view does at its own pace (a map's tiles fading in, an animation or a
      // picture loading as it comes into view) may hold still a moment in one frame before it ends.
      await upgrade(server);
      const alike = (): boolean => pairs.every(([host, alone]) => markupOf(host) === markupOf(alone));
      await waitUntil(alike, 'the two renders settle alike', { interval: 100, timeout: 10_000 }).catch(() => {});
      for (const [host, alone] of pairs) expect(markupOf(host), host.localName).to.equal(markupOf(alone));
      for (const [host] of declared) expect(host.shadowRoot!.querySelector('link'), host.localName).to.equal(null);

      // Nothing logged, failed or refused that the client-only page does not log too (its example shows bad input on
      // purpose, or a provider's script the strict policy refuses).
      expect(windowOf(server).pageProblems, 'what the rendered page logged').to.deep.equal(
        windowOf(client).pageProblems,
      );
    });
});
