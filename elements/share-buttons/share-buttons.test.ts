import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsShareButtonsElement } from './define.js';
import { httpUrl, shareHref } from './useShareButtons.js';
import { captureWarnings, deepActiveElement, shadow } from '../../test/support/helpers.js';

const links = (el: Element) => [...shadow(el).querySelectorAll<HTMLAnchorElement>('a[part~="button"]')];
const buttons = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="button"]')];
const networks = (el: Element) => buttons(el).map((b) => b.dataset.network);
const link = (el: Element, network: string) =>
  shadow(el).querySelector<HTMLAnchorElement>(`a[data-network="${network}"]`)!;
const status = (el: Element) => shadow(el).querySelector('[part~="status"]')!;

/** Places `<sqs-share-buttons>` with `attributes` (in `lang`) and waits until its group has rendered. */
async function shareButtons(attributes: Record<string, string>, lang = 'en'): Promise<SqsShareButtonsElement> {
  const holder = await fixture<HTMLElement>(html`<main lang=${lang}></main>`);
  const el = document.createElement('sqs-share-buttons');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  await waitUntil(() => el.shadowRoot?.querySelector('[part~="base"]'), 'the buttons never rendered');
  return el;
}

/** Replaces `navigator.share` and `navigator.clipboard` while a test runs (undefined takes them away). */
function stubNavigator(stubs: { share?: unknown; clipboard?: unknown }): () => void {
  for (const [name, value] of Object.entries(stubs))
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    for (const name of Object.keys(stubs)) delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

const PAGE = {
  url: 'https://bakery.example/news/our oven?a=1&b=2',
  title: 'Bread & "butter" #1',
  image: 'https://bakery.example/img/loaf 1.jpg',
};

describe('<sqs-share-buttons>', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('builds every network’s link from the url, title and image, encoded, opening safely in a new window', async () => {
    restore = stubNavigator({ share: undefined });
    const el = await shareButtons(PAGE);
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('role')).to.equal('group');
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('aria-label')).to.equal('Share');
    expect(networks(el)).to.deep.equal(['facebook', 'x', 'linkedin', 'pinterest', 'email', 'copy']);
    const u = 'https%3A%2F%2Fbakery.example%2Fnews%2Four%2520oven%3Fa%3D1%26b%3D2';
    const title = 'Bread%20%26%20%22butter%22%20%231';
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal([
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      `https://x.com/intent/tweet?url=${u}&text=${title}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      `https://www.pinterest.com/pin/create/button/?url=${u}&media=https%3A%2F%2Fbakery.example%2Fimg%2Floaf%25201.jpg&description=${title}`,
      `mailto:?subject=${title}&body=${u}`,
    ]);
    for (const a of links(el).slice(0, 4)) {
      expect([a.target, a.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
      expect(a.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    }
    expect(link(el, 'email').hasAttribute('target')).to.equal(false);
    expect(links(el).map((a) => a.textContent)).to.deep.equal([
      'Share on Facebook (opens in a new window)',
      'Share on X (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
      'Share on Pinterest (opens in a new window)',
      'Share by email',
    ]);
    expect(shadow(el).querySelector('[part~="copy"]')!.getAttribute('aria-label')).to.equal('Copy link');
    expect(shadow(el).querySelector('[part~="native"]')).to.equal(null);
  });

  it('shares the page’s own address (without its fragment) and title by default, quietly without Pinterest lacking an image', async () => {
    restore = stubNavigator({ share: undefined });
    let el!: SqsShareButtonsElement;
    const warnings = await captureWarnings(async () => {
      el = await shareButtons({});
    });
    expect(warnings).to.deep.equal([]);
    expect(networks(el)).to.deep.equal(['facebook', 'x', 'linkedin', 'email', 'copy']);
    const page = new URL(location.href);
    page.hash = '';
    expect(link(el, 'facebook').href).to.equal(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.href)}`,
    );
    expect(link(el, 'email').href).to.equal(
      `mailto:?subject=${encodeURIComponent(document.title)}&body=${encodeURIComponent(page.href)}`,
    );
  });

  it('takes the networks attribute’s list in its order; an unknown name warns once and is left out', async () => {
    restore = stubNavigator({ share: undefined });
    let el!: SqsShareButtonsElement;
    const warnings = await captureWarnings(async () => {
      el = await shareButtons({ networks: 'email, Twitter, myspace, copy, x, <img src=x onerror=alert(1)>' });
      el.setAttribute('networks', 'myspace, facebook');
      await waitUntil(() => networks(el).join() === 'facebook', 'the list never changed');
    });
    expect(warnings).to.deep.equal([
      '<sqs-share-buttons>: unknown network "myspace"; it is left out.',
      '<sqs-share-buttons>: unknown network "<img src=x onerror=alert(1)>"; it is left out.',
    ]);
    el.setAttribute('networks', 'email, Twitter, copy');
    await waitUntil(() => networks(el).join() === 'email,x,copy', networks(el).join());
    expect(shadow(el).querySelector('img')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('never links a javascript:, data: or other address: each warns once, the page’s address is shared instead', async () => {
    restore = stubNavigator({ share: undefined });
    const page = new URL(location.href);
    page.hash = '';
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://x.example/',
      'mailto:a@b.example',
    ]) {
      let el!: SqsShareButtonsElement;
      const warnings = await captureWarnings(async () => {
        el = await shareButtons({ url: bad, image: bad, networks: 'facebook, pinterest, email' });
      });
      expect(warnings).to.have.members([
        `<sqs-share-buttons>: invalid url="${bad}"; using the default.`,
        `<sqs-share-buttons>: invalid image="${bad}"; using the default.`,
        '<sqs-share-buttons>: Pinterest needs an http(s) image; it is left out.',
      ]);
      expect(networks(el)).to.deep.equal(['facebook', 'email']);
      for (const a of links(el)) {
        expect(a.protocol).to.be.oneOf(['https:', 'mailto:']);
        expect(decodeURIComponent(a.href)).to.include(page.href);
        expect(decodeURIComponent(a.href)).not.to.match(/javascript:|data:|vbscript:/i);
      }
    }
    expect(httpUrl('/relative/path')).to.equal(new URL('/relative/path', location.href).href);
    expect(httpUrl('http://[bad')).to.equal(null);
    expect(shareHref('pinterest', { url: 'https://a.example/', title: '', image: '' })).to.equal(null);
  });

  it('copies the link by keyboard and announces it; a refused copy says so', async () => {
    const written: string[] = [];
    restore = stubNavigator({
      share: undefined,
      clipboard: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
    });
    const el = await shareButtons({ url: PAGE.url, networks: 'copy' });
    const copy = shadow(el).querySelector<HTMLButtonElement>('[part~="copy"]')!;
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(copy);
    const shared = oneEvent(el, 'sqs-share-buttons-share');
    await sendKeys({ press: 'Enter' });
    expect((await shared).detail).to.deep.equal({ network: 'copy', url: new URL(PAGE.url).href });
    await waitUntil(() => status(el).textContent === 'Link copied', 'never announced');
    expect(status(el).getAttribute('role')).to.equal('status');
    expect(written).to.deep.equal(['https://bakery.example/news/our%20oven?a=1&b=2']);
    await expect(el).to.be.accessible();
    restore();
    restore = stubNavigator({ share: undefined, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    copy.click();
    await waitUntil(() => status(el).textContent === 'The link could not be copied', 'the failure was never said');
  });

  it('opens the browser’s share sheet first where there is one; a closed sheet says nothing', async () => {
    const calls: unknown[] = [];
    restore = stubNavigator({
      share: (data: unknown) => (calls.push(data), Promise.reject(new DOMException('closed', 'AbortError'))),
    });
    const el = await shareButtons({ url: PAGE.url, title: PAGE.title, networks: 'x' });
    expect(networks(el)).to.deep.equal(['native', 'x']);
    const native = shadow(el).querySelector<HTMLButtonElement>('[part~="native"]')!;
    expect(native.getAttribute('aria-label')).to.equal('Share…');
    await expect(el).to.be.accessible();
    const shared = oneEvent(el, 'sqs-share-buttons-share');
    native.click();
    expect((await shared).detail.network).to.equal('native');
    expect(calls).to.deep.equal([{ title: PAGE.title, url: new URL(PAGE.url).href }]);
    expect(status(el).textContent).to.equal('');
  });

  it('tells which link was used', async () => {
    restore = stubNavigator({ share: undefined });
    const el = await shareButtons({ url: PAGE.url, networks: 'linkedin' });
    const a = link(el, 'linkedin');
    // The test keeps the page: a link's click is cancelled once the event is heard.
    a.addEventListener('click', (e) => e.preventDefault());
    const shared = oneEvent(el, 'sqs-share-buttons-share');
    a.click();
    const event = await shared;
    expect(event.detail).to.deep.equal({ network: 'linkedin', url: new URL(PAGE.url).href });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('speaks French under lang="fr"', async () => {
    restore = stubNavigator({ share: () => Promise.resolve(), clipboard: { writeText: () => Promise.resolve() } });
    const el = await shareButtons({ ...PAGE }, 'fr');
    await waitUntil(
      () => link(el, 'facebook').textContent === 'Partager sur Facebook (s’ouvre dans une nouvelle fenêtre)',
    );
    await expect(el).to.be.accessible();
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('aria-label')).to.equal('Partager');
    expect(link(el, 'email').textContent).to.equal('Partager par e-mail');
    expect(shadow(el).querySelector('[part~="native"]')!.getAttribute('aria-label')).to.equal('Partager…');
    const copy = shadow(el).querySelector<HTMLButtonElement>('[part~="copy"]')!;
    expect(copy.getAttribute('aria-label')).to.equal('Copier le lien');
    copy.click();
    await waitUntil(() => status(el).textContent === 'Lien copié');
    restore();
    restore = stubNavigator({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    copy.click();
    await waitUntil(() => status(el).textContent === 'Le lien n’a pas pu être copié');
  });
});
