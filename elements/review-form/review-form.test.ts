import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsReviewFormElement } from './define.js';
import { captureWarnings, deepActiveElement, shadow, typeInto } from '../../test/support/helpers.js';

/** Asks the reference API's test-only endpoint for a fresh review request (`failWith`: its first review's answer). */
async function freshToken(options: { status?: string; failWith?: number } = {}): Promise<string> {
  const answer = await fetch('/api/_faults/review-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** Returns the form for `token` once it shows a state other than loading. */
async function reviewForm(token: string | null, lang?: string): Promise<SqsReviewFormElement> {
  const el = await fixture<SqsReviewFormElement>(
    html`<sqs-review-form token=${token ?? undefined} lang=${lang ?? undefined}></sqs-review-form>`,
  );
  await waitUntil(() => state(el) && state(el) !== 'loading', '<sqs-review-form> never loaded', { timeout: 5000 });
  return el;
}

const state = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part~="base"]')?.dataset.state;
const q = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
const radios = (el: Element) => [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const textArea = (el: Element) => q<HTMLTextAreaElement>(el, '[part~="text"]')!;
const submit = (el: Element) => q<HTMLButtonElement>(el, '[part~="submit"]')!.click();
const heading = (el: Element) => q(el, '[part~="heading"]')?.textContent;

/** Records the page's fetch calls (method, URL, body) while the test runs; `stop` restores fetch. */
function recordFetches() {
  const original = window.fetch;
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  window.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', url: new URL(String(input), location.href), body });
    return original(input, init);
  };
  return { calls, stop: () => void (window.fetch = original) };
}

describe('<sqs-review-form>', () => {
  it('shows the form of a valid request: the product, "Rate your purchase" as five labelled star radios, the text and Submit', async () => {
    const el = await reviewForm(await freshToken());
    await expect(el).to.be.accessible();
    expect(state(el)).to.equal('form');
    expect(el.dataset.state).to.equal('form');
    expect(heading(el)).to.equal('Sourdough loaf');
    expect(q(el, 'legend')!.textContent).to.equal('Rate your purchase');
    expect(radios(el).map((radio) => radio.labels![0].textContent)).to.deep.equal([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(new Set(radios(el).map((radio) => radio.name)).size).to.equal(1);
    expect(textArea(el).labels![0].textContent).to.equal('Describe your experience');
    expect(textArea(el).maxLength).to.equal(2000);
    expect(q(el, '[part~="submit"]')!.textContent).to.equal('Submit');
  });

  it('says "Please select a star rating" on a submit without a rating, describes the group with it and moves focus there', async () => {
    const el = await reviewForm(await freshToken());
    await expect(el).to.be.accessible();
    const recorder = recordFetches();
    try {
      submit(el);
      await waitUntil(() => q(el, '[part~="error"]'), 'no rating error');
      const error = q(el, '[part~="error"]')!;
      expect(error.textContent).to.equal('Please select a star rating');
      expect(q(el, 'fieldset')!.getAttribute('aria-describedby')).to.equal(error.id);
      await waitUntil(() => deepActiveElement(document) === radios(el)[0], 'focus never moved to the stars');
      await expect(el).to.be.accessible();
      expect(recorder.calls).to.deep.equal([]);
    } finally {
      recorder.stop();
    }
  });

  it('is operated by keyboard: arrows choose the star, Tab reaches the text and Submit, Enter sends', async () => {
    const el = await reviewForm(await freshToken());
    await expect(el).to.be.accessible();
    radios(el)[0].focus();
    // From the unchecked first star, each arrow moves to the next star and checks it (native radio group).
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => radios(el)[2].checked, 'the arrows never chose 3 stars');
    expect(shadow(el).querySelectorAll('[part~="star"][data-filled]')).to.have.length(3);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(document)).to.equal(textArea(el));
    await sendKeys({ type: 'Warm crumb' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(document)).to.equal(q(el, '[part~="submit"]'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => state(el) === 'thanks', 'never thanked', { timeout: 5000 });
  });

  it('sends exactly { rating, text } through the crumbed data layer and thanks, with focus on the heading', async () => {
    const token = await freshToken();
    const el = await reviewForm(token);
    await expect(el).to.be.accessible();
    const recorder = recordFetches();
    try {
      radios(el)[3].click();
      typeInto(textArea(el), 'Lovely crust.');
      submit(el);
      await waitUntil(() => state(el) === 'thanks', 'never thanked', { timeout: 5000 });
      const posts = recorder.calls.filter((call) => call.method === 'POST');
      expect(posts.length).to.be.within(1, 2); // a second one only after a crumb failure, with the crumb set
      const last = posts.at(-1)!;
      expect(last.url.pathname).to.equal(`/api/commerce/review-requests/${token}/reviews`);
      expect(last.url.searchParams.get('crumb')).to.be.a('string').and.not.empty;
      expect(last.body).to.deep.equal({ rating: 4, text: 'Lovely crust.' });
    } finally {
      recorder.stop();
    }
    expect(heading(el)).to.equal('Thanks for your feedback');
    await waitUntil(() => deepActiveElement(document) === q(el, '[part~="heading"]'), 'focus never moved');
    await expect(el).to.be.accessible();
    // The request is used now: loading it again says so.
    const again = await reviewForm(token);
    expect(state(again)).to.equal('reviewed');
  });

  it('says "Something went wrong" / "Try submitting your review again" on a failure, keeping the rating and text', async () => {
    const el = await reviewForm(await freshToken({ failWith: 500 }));
    radios(el)[1].click();
    typeInto(textArea(el), 'Keep me.');
    submit(el);
    await waitUntil(() => q(el, '[role="alert"]'), 'no failure alert', { timeout: 5000 });
    const alert = q(el, '[role="alert"]')!;
    expect(alert.textContent).to.equal('Something went wrong Try submitting your review again');
    await expect(el).to.be.accessible();
    expect(state(el)).to.equal('form');
    expect(textArea(el).value).to.equal('Keep me.');
    expect(radios(el)[1].checked).to.be.true;
    // Sending again works (the failure was only the first answer).
    submit(el);
    await waitUntil(() => state(el) === 'thanks', 'never thanked', { timeout: 5000 });
  });

  for (const [status, shown, text] of [
    [409, 'reviewed', 'You have already reviewed this purchase'],
    [410, 'expired', 'Your review request has expired'],
  ] as const) {
    it(`shows the ${shown} state when sending answers ${status}`, async () => {
      const el = await reviewForm(await freshToken({ failWith: status }));
      radios(el)[4].click();
      submit(el);
      await waitUntil(() => state(el) === shown, `never ${shown}`, { timeout: 5000 });
      expect(heading(el)).to.equal(text);
      await waitUntil(() => deepActiveElement(document) === q(el, '[part~="heading"]'), 'focus never moved');
      await expect(el).to.be.accessible();
    });
  }

  it('says "Loading your review request…" while the request loads, and that it could not be loaded when it fails', async () => {
    const original = window.fetch;
    let answer: (response: Response) => void = () => {};
    window.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    try {
      const el = await fixture<SqsReviewFormElement>(
        html`<sqs-review-form token="example-review-valid"></sqs-review-form>`,
      );
      await waitUntil(() => state(el) === 'loading', 'never loading');
      await expect(el).to.be.accessible();
      expect(q(el, '[role="status"]')!.textContent).to.equal('Loading your review request…');
      answer(new Response('{"error":"down"}', { status: 503, headers: { 'content-type': 'application/json' } }));
      await waitUntil(() => state(el) === 'unavailable', 'never unavailable', { timeout: 5000 });
      expect(heading(el)).to.equal('Your review request could not be loaded. Reload the page to try again.');
      await expect(el).to.be.accessible();
    } finally {
      window.fetch = original;
    }
  });

  for (const [token, shown, text] of [
    ['example-review-expired', 'expired', 'Your review request has expired'],
    ['example-review-used', 'reviewed', 'You have already reviewed this purchase'],
    ['unknown-review-token', 'invalid', 'This review link is not valid'],
  ] as const) {
    it(`shows the ${shown} state for ${token}, with no form`, async () => {
      const el = await reviewForm(token);
      await expect(el).to.be.accessible();
      expect(state(el)).to.equal(shown);
      expect(heading(el)).to.equal(text);
      expect(q(el, 'form')).to.be.null;
    });
  }

  it('warns once naming the element and token for a malformed token, requests nothing and says the link is not valid', async () => {
    const recorder = recordFetches();
    let el: SqsReviewFormElement | undefined;
    try {
      const warnings = await captureWarnings(async () => {
        el = await reviewForm('../x?<b>');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('<sqs-review-form>').and.include('token');
      expect(recorder.calls).to.deep.equal([]);
    } finally {
      recorder.stop();
    }
    await expect(el).to.be.accessible();
    expect(state(el!)).to.equal('invalid');
    const none = await reviewForm(null);
    expect(state(none)).to.equal('invalid');
  });

  it('speaks French: the group, the star labels with French plurals and the rating error', async () => {
    const el = await reviewForm(await freshToken(), 'fr');
    await waitUntil(() => q(el, 'legend')?.textContent === 'Évaluez votre achat', 'never French');
    await expect(el).to.be.accessible();
    expect(radios(el).map((radio) => radio.labels![0].textContent)).to.deep.equal([
      '1 étoile',
      '2 étoiles',
      '3 étoiles',
      '4 étoiles',
      '5 étoiles',
    ]);
    submit(el);
    await waitUntil(() => q(el, '[part~="error"]'), 'no rating error');
    const error = q(el, '[part~="error"]')!;
    expect(error.textContent).to.equal('Veuillez sélectionner une note');
  });
});
