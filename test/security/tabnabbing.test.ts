import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../elements/cookie-banner/define.js';
import '../../elements/form/define.js';
import '../../elements/image/define.js';
import '../../elements/summary/define.js';
import '../../elements/video/define.js';

/**
 * Owner-written and server HTML may carry links that open a new window. None of them may hand the page it opens a
 * `window.opener` (reverse tabnabbing: the opened page navigates this one to a look-alike): wherever the elements
 * render such HTML, and on the links they build themselves.
 */

const PROBE = new URL('../fixtures/opener-probe.html', import.meta.url).href;

/** Links that ask for an opener, in and out of a new window. */
const HOSTILE =
  `<p><a href="${PROBE}" target="_blank" rel="opener">blank</a> ` +
  `<a href="${PROBE}" target="other" rel="nofollow OPENER external">named</a> ` +
  `<a href="/elsewhere" rel="opener">same</a></p>`;

/** Returns every link under `root`, through open shadow roots, by its text. */
function links(root: Element | ShadowRoot): Map<string, HTMLAnchorElement> {
  const found = new Map<string, HTMLAnchorElement>();
  const self = root instanceof Element ? [root] : [];
  for (const element of [...self, ...Array.from(root.querySelectorAll('*'))]) {
    if (element instanceof HTMLAnchorElement) found.set(element.textContent ?? '', element);
    if (element.shadowRoot) for (const [text, a] of links(element.shadowRoot)) found.set(text, a);
  }
  return found;
}

/** Returns a link's rel tokens, sorted. */
const relOf = (a: HTMLAnchorElement | undefined): string[] =>
  (a?.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean).sort();

/** Checks the three hostile links as rendered under `host`. */
function expectNoOpener(host: Element, where: string): void {
  const found = links(host);
  expect(relOf(found.get('blank')), `${where}: target=_blank`).to.deep.equal(['noopener', 'noreferrer']);
  expect(relOf(found.get('named')), `${where}: a named target`).to.deep.equal([
    'external',
    'nofollow',
    'noopener',
    'noreferrer',
  ]);
  expect(found.get('same'), `${where}: a link in this window`).to.exist;
  expect(relOf(found.get('same')), `${where}: a link in this window`).not.to.include('opener');
}

/** Shows a cookie banner whose text is the hostile links, and waits for them. */
async function hostileBanner(): Promise<HTMLElement> {
  const el = await fixture(
    html`<sqs-cookie-banner
      forced
      settings=${JSON.stringify({ cookieBannerEnabled: true, cookieBannerText: HOSTILE })}
    ></sqs-cookie-banner>`,
  );
  await waitUntil(() => links(el).has('blank'), 'the banner never showed its text');
  return el as HTMLElement;
}

/** Answers the page's fetches with `answer(url)` as JSON while `run` runs. */
async function answering(answer: (url: string) => unknown, run: () => Promise<void>): Promise<void> {
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) =>
    new Response(JSON.stringify(answer(String(input))), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  try {
    await run();
  } finally {
    window.fetch = realFetch;
  }
}

describe('links that open a new window', () => {
  it("give the cookie banner's text no opener", async () => {
    const el = await hostileBanner();
    await expect(el).to.be.accessible();
    expectNoOpener(el, 'cookie banner');
  });

  it("give a form's submission and post-submit HTML no opener", async () => {
    await answering(
      (url) => (url.includes('FormSubmissionKey') ? { data: { key: 'k' } } : {}),
      async () => {
        const el = await fixture<HTMLElement & { definition: unknown }>(html`<sqs-form form-id="links"></sqs-form>`);
        el.definition = { name: 'Links', fields: [], submissionHtml: HOSTILE, postSubmitHtml: HOSTILE };
        await waitUntil(() => el.shadowRoot?.querySelector('[part~="submit"]'), 'the form never rendered');
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
        await waitUntil(() => el.shadowRoot?.querySelector('[part~="success"]'), 'the form never succeeded');
        await waitUntil(() => links(el).has('blank'), 'the success HTML never showed');
        for (const part of ['submission', 'post-submit']) {
          const box = el.shadowRoot!.querySelector(`[part~="${part}"]`);
          if (box) expectNoOpener(box, `form ${part}`);
        }
        expectNoOpener(el, 'form');
      },
    );
  });

  it("give a summary block's server HTML no opener", async () => {
    const el = document.createElement('sqs-summary') as HTMLElement & { fetcher?: typeof fetch };
    el.fetcher = async () =>
      new Response(JSON.stringify({ data: { html: HOSTILE } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    el.setAttribute('block-id', 'links');
    el.setAttribute('collection-id', 'blog');
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    holder.append(el);
    await waitUntil(() => links(el).has('blank'), 'the summary never rendered');
    expectNoOpener(el, 'summary');
  });

  it("give a Twitter embed's quote no opener", async () => {
    const el = await fixture(html`<sqs-video data-provider-name="Twitter"></sqs-video>`);
    el.setAttribute('data-html', `<blockquote class="twitter-tweet">${HOSTILE}</blockquote>`);
    await waitUntil(() => links(el).has('blank'), 'the quote never showed');
    expectNoOpener(el, 'video embed');
  });

  it("give an image's new-window link no referrer and no opener", async () => {
    const el = await fixture(
      html`<sqs-image src="/examples/images/a.jpg" alt="Shop" href=${PROBE} new-window></sqs-image>`,
    );
    await waitUntil(() => links(el).size === 1, 'the image never linked');
    const [a] = links(el).values();
    expect(a!.target).to.equal('_blank');
    expect(relOf(a)).to.deep.equal(['noopener', 'noreferrer']);
  });

  it('leave the window a clicked link opens without window.opener', async () => {
    const el = await hostileBanner();
    const link = links(el).get('blank')!;
    link.scrollIntoView({ block: 'center' });
    const box = link.getBoundingClientRect();
    const channel = new BroadcastChannel('sqs-opener-probe');
    try {
      const heard = new Promise<{ opener: boolean }>((resolve) =>
        channel.addEventListener('message', (event) => resolve(event.data as { opener: boolean }), { once: true }),
      );
      // A real click: the browser opens the tab as for a visitor, with the link's final rel.
      await sendMouse({
        type: 'click',
        position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
      });
      expect((await heard).opener).to.equal(false);
    } finally {
      channel.close();
    }
  });
});
