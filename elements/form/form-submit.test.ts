import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFormElement } from './define.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { DRAFT_MAX_AGE, looksSensitive } from '../shared/forms/draft.js';
import { submitForm } from '../shared/forms/submit.js';
import { allowedRedirectOrigin, safeRedirect } from '../shared/forms/useFormController.js';
import { shadow } from '../../test/support/helpers.js';
import {
  all,
  clickSubmit,
  control,
  forceFailure,
  partText,
  rendered,
  serverDefinition,
  storedSubmissions,
  typeInto,
} from './form.test-helpers.js';
import { useSiteContext } from '../../test/support/site-context.js';

const unique = () => `m${Math.random().toString(36).slice(2, 10)}`;

/** Renders the reference API's contact form, with `overrides` merged over its definition. */
async function contactForm(overrides: Record<string, unknown> = {}, formId = 'contact'): Promise<SqsFormElement> {
  const definition = { ...(await serverDefinition('contact')), ...overrides };
  return rendered<SqsFormElement>(
    html`<sqs-form form-id=${formId} collection-id="col1" object-name="block-7" .definition=${definition}></sqs-form>`,
  );
}

/** Fills the contact form validly, with `message` as the message. */
function fillContact(el: SqsFormElement, message: string): void {
  typeInto(control(el, 'First Name'), 'Ada');
  typeInto(control(el, 'Last Name'), 'Lovelace');
  typeInto(control(el, 'Email'), 'ada@example.com');
  typeInto(control(el, 'Subject'), 'Engines');
  typeInto(control<HTMLTextAreaElement>(el, 'Message'), message);
}

/** Returns the values shown in the contact form's inputs. */
function shownValues(el: SqsFormElement): string[] {
  return ['First Name', 'Last Name', 'Email', 'Subject', 'Message'].map((label) => control(el, label).value);
}

/** Submits and resolves with the `sqs-form-error` detail, checking the form is unlocked with its values intact. */
async function submitExpectingError(
  el: SqsFormElement,
): Promise<{ status: number; message: string; errors: Record<string, string> }> {
  const before = shownValues(el);
  const failed = oneEvent(el, 'sqs-form-error');
  clickSubmit(el);
  const { detail } = await failed;
  await waitUntil(
    () =>
      partText(el, 'form-error-text') === detail.message &&
      !shadow(el).querySelector<HTMLFieldSetElement>('fieldset[part~="fields"]')!.disabled,
  );
  expect(partText(el, 'submit')).to.equal('Send');
  expect(shownValues(el)).to.deep.equal(before);
  return detail;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => resetConfiguration());

describe('<sqs-form> submission', () => {
  useSiteContext();
  it('passes an axe check', async () => {
    await expect(await contactForm()).to.be.accessible();
  });

  it('locks the form showing "Submitting…", sends the key and save requests the spec names, then shows the sanitised submission text', async () => {
    configure({ context: { collectionId: 'col1', itemId: 'item9' } });
    const message = unique();
    const el = await contactForm({
      submissionHtml:
        '<p>Thanks!</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__formHacked=1"><script>window.__formHacked=1</script>',
      postSubmitHtml: '<a href="javascript:window.__formHacked=1">more</a><em>See you</em>',
    });
    fillContact(el, message);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = window.fetch;
    const seen: Array<{ url: string; init: RequestInit | undefined }> = [];
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init });
      if (String(input).includes('SaveFormSubmission')) await gate;
      return original.call(window, input, init);
    };
    try {
      const submitted = oneEvent(el, 'sqs-form-submit');
      clickSubmit(el);
      const { detail } = await submitted;
      expect(detail.formId).to.equal('contact');
      await waitUntil(() => partText(el, 'submit') === 'Submitting…');
      expect(shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled).to.be.true;
      expect(shadow(el).querySelector<HTMLFieldSetElement>('[part~="fields"]')!.disabled).to.be.true;
      expect(shadow(el).querySelector('form')!.getAttribute('aria-busy')).to.equal('true');
      await waitUntil(() => seen.some((r) => r.url.includes('SaveFormSubmission')));
      const success = oneEvent(el, 'sqs-form-success');
      release();
      await success;
    } finally {
      window.fetch = original;
    }
    const [keyCall, saveCall] = seen.filter((r) => r.url.includes('/api/form/'));
    expect(new URL(keyCall!.url, location.href).pathname).to.equal('/api/form/FormSubmissionKey');
    expect(keyCall!.init!.method).to.equal('POST');
    expect(keyCall!.init!.credentials).to.equal('include');
    expect(keyCall!.init!.body).to.be.undefined;
    expect(new URL(saveCall!.url, location.href).pathname).to.equal('/api/form/SaveFormSubmission');
    expect(saveCall!.init!.credentials).to.equal('include');
    const payload = JSON.parse(saveCall!.init!.body as string) as Record<string, unknown>;
    expect(payload.key).to.be.a('string').and.not.be.empty;
    expect(payload).to.include({
      formId: 'contact',
      collectionId: 'col1',
      objectName: 'block-7',
      isOverlayForm: false,
      submitButtonText: 'Send',
      pageTitle: document.title,
      pageId: 'item9',
      contentSource: 'i',
      pagePath: location.pathname,
      pagePermissionTypeValue: 1,
      landingUrl: location.href,
      referrer: document.referrer,
    });
    expect(payload).not.to.have.property('captchaKey');
    expect(JSON.parse(payload.form as string)).to.deep.equal({
      name: { First: 'Ada', Last: 'Lovelace' },
      email: 'ada@example.com',
      subject: 'Engines',
      message,
    });

    await waitUntil(() => shadow(el).querySelector('[part~="success"]'));
    expect(shadow(el).querySelector('form')).to.be.null;
    expect(partText(el, 'submission')).to.equal('Thanks!');
    expect(shadow(el).querySelector('[part~="submission"] script')).to.be.null;
    expect(shadow(el).querySelector('[part~="submission"] img')!.hasAttribute('onerror')).to.be.false;
    expect(shadow(el).querySelector('[part~="post-submit"] a')!.hasAttribute('href')).to.be.false;
    expect(partText(el, 'post-submit')).to.equal('moreSee you');
    expect((window as unknown as { __formHacked?: number }).__formHacked).to.be.undefined;
    const stored = (await storedSubmissions('contact')).filter((s) => s.form.includes(message));
    expect(stored).to.have.length(1);
    expect(stored[0]!.payload).to.include({ collectionId: 'col1', objectName: 'block-7', pageId: 'item9' });
  });

  it('goes to the success url when one is configured, and ignores a javascript: one', async () => {
    const el = await contactForm({ successRedirect: '#form-sent' });
    fillContact(el, unique());
    const success = oneEvent(el, 'sqs-form-success');
    clickSubmit(el);
    await success;
    await waitUntil(() => location.hash === '#form-sent');
    history.replaceState(null, '', location.pathname + location.search);

    const hostile = await contactForm({ successRedirect: 'javascript:window.__formHacked=2' });
    fillContact(hostile, unique());
    const done = oneEvent(hostile, 'sqs-form-success');
    clickSubmit(hostile);
    await done;
    await waitUntil(() => shadow(hostile).querySelector('[part~="success"]'));
    expect((window as unknown as { __formHacked?: number }).__formHacked).to.be.undefined;
  });

  it("keeps the success redirect on the site's origin unless the definition names the other origin", () => {
    expect(safeRedirect('/thanks')).to.equal(new URL('/thanks', location.href).href);
    expect(safeRedirect('https://elsewhere.example/thanks')).to.equal('');
    expect(safeRedirect('//elsewhere.example/thanks')).to.equal('');
    expect(safeRedirect('https://shop.example.com/thanks', 'https://shop.example.com')).to.equal(
      'https://shop.example.com/thanks',
    );
    expect(safeRedirect('https://evil.example/', 'https://shop.example.com')).to.equal('');
    expect(safeRedirect('javascript:alert(1)', 'javascript:')).to.equal('');
  });

  it("uses the definition's other redirect origin only when the host allowed it in code, else warns once", () => {
    const host = document.createElement('sqs-form');
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    try {
      expect(allowedRedirectOrigin(host, 'https://evil.example')).to.equal('');
      expect(allowedRedirectOrigin(host, 'https://evil.example')).to.equal('');
      expect(allowedRedirectOrigin(host, '')).to.equal('');
      configure({ redirectOrigins: ['https://shop.example.com'] });
      expect(allowedRedirectOrigin(host, 'https://shop.example.com')).to.equal('https://shop.example.com');
      expect(allowedRedirectOrigin(host, 'https://evil.example')).to.equal('');
    } finally {
      console.warn = warn;
      resetConfiguration();
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0])).to.contain('https://evil.example');
  });

  it('places the per-field errors of a 400 at their fields, keeping every value', async () => {
    // A page with an older definition: the server still requires the email.
    const definition = await serverDefinition('contact');
    const fields = (definition.fields as Array<Record<string, unknown>>).map((f) =>
      f.id === 'email' ? { ...f, required: false } : f,
    );
    const el = await contactForm({ fields });
    fillContact(el, unique());
    typeInto(control(el, 'Email'), '');
    const detail = await submitExpectingError(el);
    expect(detail.status).to.equal(400);
    expect(detail.message).to.equal('One or more fields is invalid, please check your entries.');
    expect(detail.errors).to.deep.equal({ email: 'Email is required.' });
    const email = control(el, 'Email');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    const root = email.getRootNode() as ShadowRoot;
    expect(root.getElementById(email.getAttribute('aria-describedby')!)!.textContent).to.equal('Email is required.');
    await waitUntil(() => (email.getRootNode() as ShadowRoot).activeElement === email);
  });

  it("says 'Could not parse the form fields, please check your entries.' at a field the server cannot read", async () => {
    // A page with an older definition: Subject was a set of checkboxes, whose value (a list) the server cannot read.
    const definition = await serverDefinition('contact');
    const fields = (definition.fields as Array<Record<string, unknown>>).map((f) =>
      f.id === 'subject' ? { ...f, type: 'checkbox', options: ['Engines', 'Looms'] } : f,
    );
    const el = await contactForm({ fields });
    typeInto(control(el, 'First Name'), 'Ada');
    typeInto(control(el, 'Last Name'), 'Lovelace');
    typeInto(control(el, 'Email'), 'ada@example.com');
    typeInto(control<HTMLTextAreaElement>(el, 'Message'), unique());
    control(el, 'Engines').click();
    const failed = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    const { detail } = await failed;
    const text = 'Could not parse the form fields, please check your entries.';
    expect(detail).to.deep.include({ status: 400, errors: { subject: text } });
    const engines = control(el, 'Engines');
    await waitUntil(() => all(el, '[aria-invalid="true"]').length > 0, 'no field was marked');
    const marked = all(el, '[aria-invalid="true"]')[0]!;
    const described = shadow(el).getElementById(marked.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect([engines.checked, described?.textContent]).to.deep.equal([true, text]);
  });

  it("shows the server's text for a 400 without a field map", async () => {
    const el = await contactForm();
    fillContact(el, unique());
    await forceFailure('save', 400, 'contact', { error: 'The server disagrees.' });
    const detail = await submitExpectingError(el);
    expect(detail).to.include({ status: 400, message: 'The server disagrees.' });
  });

  const statuses: Array<[number, string]> = [
    [401, 'Unable to submit form. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [404, 'This form has not been configured yet.'],
  ];
  for (const [status, text] of statuses) {
    it(`shows '${text}' for a forced ${status}`, async () => {
      const el = await contactForm();
      fillContact(el, unique());
      await forceFailure('save', status, 'contact');
      const detail = await submitExpectingError(el);
      expect(detail).to.include({ status, message: text });
      expect(all(el, '[aria-invalid="true"]')).to.have.length(0);
    });
  }

  it('answers 404 for a form the server does not know', async () => {
    const el = await contactForm({}, `unknown-${unique()}`);
    fillContact(el, unique());
    const detail = await submitExpectingError(el);
    expect(detail).to.include({ status: 404, message: 'This form has not been configured yet.' });
  });

  it('answers 429 past the per-visitor rate limit', async () => {
    const definition = await serverDefinition('limited');
    const el = await rendered<SqsFormElement>(html`<sqs-form form-id="limited" .definition=${definition}></sqs-form>`);
    let status = 200;
    for (let i = 0; i < 5 && status !== 429; i++) {
      const fresh =
        i === 0
          ? el
          : await rendered<SqsFormElement>(html`<sqs-form form-id="limited" .definition=${definition}></sqs-form>`);
      typeInto(control(fresh, 'Message'), `try ${i}`);
      const outcome = Promise.race([
        oneEvent(fresh, 'sqs-form-success').then(() => 200),
        oneEvent(fresh, 'sqs-form-error').then((e) => e.detail.status),
      ]);
      clickSubmit(fresh);
      status = await outcome;
      if (status === 429) {
        await waitUntil(() => partText(fresh, 'form-error-text'));
        expect(partText(fresh, 'form-error-text')).to.equal(
          'Unable to submit form. Submission rate limit exceeded. Please try again later.',
        );
        expect(control(fresh, 'Message').value).to.equal(`try ${i}`);
      }
    }
    expect(status).to.equal(429);
  });

  it("says 'Could not get a form submission key, please try again later.' when no key comes", async () => {
    const el = await contactForm();
    fillContact(el, unique());
    await forceFailure('key', 500);
    const detail = await submitExpectingError(el);
    expect(detail).to.include({ status: 0, message: 'Could not get a form submission key, please try again later.' });
  });

  it('says the connection failed when the network is down', async () => {
    const el = await contactForm();
    fillContact(el, unique());
    // A fetch that cannot reach the server rejects with a TypeError; that is what the form sees offline.
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('SaveFormSubmission')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : original.call(window, input, init);
    try {
      const detail = await submitExpectingError(el);
      expect(detail).to.include({ status: 0, message: 'Unable to connect…' });
    } finally {
      window.fetch = original;
    }
  });

  it("says 'Unknown error, please try again later.' for another status without a text", async () => {
    const el = await contactForm();
    fillContact(el, unique());
    await forceFailure('save', 503, 'contact', {});
    const detail = await submitExpectingError(el);
    expect(detail).to.include({ status: 503, message: 'Unknown error, please try again later.' });
  });

  it("says 'Error processing form submission. Please reload and try again.' when the answer is not JSON", async () => {
    const el = await contactForm();
    fillContact(el, unique());
    await forceFailure('save', 200, 'contact', '<html>proxy page</html>');
    const detail = await submitExpectingError(el);
    expect(detail).to.include({
      status: 200,
      message: 'Error processing form submission. Please reload and try again.',
    });
  });

  it('says no key came when the key answer has none', async () => {
    const el = await contactForm();
    fillContact(el, unique());
    await forceFailure('key', 200, '', { data: {} });
    const detail = await submitExpectingError(el);
    expect(detail.message).to.equal('Could not get a form submission key, please try again later.');
  });

  it('can be sent again after a failure, with the values it kept', async () => {
    const message = unique();
    const el = await contactForm();
    fillContact(el, message);
    await forceFailure('save', 500, 'contact');
    await submitExpectingError(el);
    const success = oneEvent(el, 'sqs-form-success');
    clickSubmit(el);
    await success;
    expect((await storedSubmissions('contact')).filter((s) => s.form.includes(message))).to.have.length(1);
  });

  it('records census form-render through the runtime', async function () {
    // The runtime's outbox writes to IndexedDB before it sends; on a loaded machine (WebKit most of all) that can take
    // seconds.
    this.timeout(25000);
    const formId = `render-${unique()}`;
    await contactForm({}, formId);
    await waitUntil(
      async () =>
        ((await (await fetch(`/api/_inspect/census/events?kind=form-render&subject=${formId}`)).json()) as unknown[])
          .length === 1,
      'no form-render recorded',
      { timeout: 20000, interval: 200 },
    );
  });
});

describe('<sqs-form> submission to an API base', () => {
  afterEach(() => resetConfiguration());

  it('sends cookies to an API base on another origin only when the host trusts it', async () => {
    const inits: RequestInit[] = [];
    const transport = {
      fetch: (_url: string, init?: RequestInit) => {
        inits.push(init!);
        return Promise.resolve(Response.json({ data: { key: 'k1' } }));
      },
      beacon: () => false,
    };
    const info = { formId: 'f', collectionId: 'c', objectName: 'o', isOverlayForm: false, submitButtonText: 'Send' };
    configure({ apiBase: 'https://forms.example.com' });
    await submitForm(info, {}, transport);
    configure({ trustApiBase: true });
    await submitForm(info, {}, transport);
    expect(inits.map((init) => init.credentials)).to.deep.equal(['same-origin', 'same-origin', 'include', 'include']);
  });

  it('retries a submission refused for its crumb once, with the crumb the answer hands out, as the data layer does', async () => {
    document.cookie = 'crumb=; path=/; max-age=0';
    const urls: string[] = [];
    const answers = [
      Response.json({ data: { key: 'k2' } }),
      Response.json({ error: 'Missing or invalid crumb', crumbFail: true, crumb: 'c-form' }, { status: 401 }),
      Response.json({ ok: true }),
    ];
    const transport = {
      fetch: (url: string) => (urls.push(url), Promise.resolve(answers.shift()!)),
      beacon: () => false,
      sleep: () => Promise.resolve(),
    };
    const info = { formId: 'f', collectionId: 'c', objectName: 'o', isOverlayForm: false, submitButtonText: 'Send' };
    try {
      expect(await submitForm(info, {}, transport)).to.deep.equal({ ok: true, response: { ok: true } });
    } finally {
      document.cookie = 'crumb=; path=/; max-age=0';
    }
    expect(urls).to.deep.equal([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
      '/api/form/SaveFormSubmission?crumb=c-form',
    ]);
  });
});

describe('<sqs-form> draft', () => {
  it('keeps typed values in session storage, restores them in a new form and clears them after success', async () => {
    const el = await contactForm();
    fillContact(el, 'draft text');
    await el.updateComplete;
    el.remove();
    const again = await contactForm();
    expect(shownValues(again)).to.deep.equal(['Ada', 'Lovelace', 'ada@example.com', 'Engines', 'draft text']);
    const success = oneEvent(again, 'sqs-form-success');
    clickSubmit(again);
    await success;
    const fresh = await contactForm();
    expect(shownValues(fresh)).to.deep.equal(['', '', '', '', '']);
  });

  it('keeps sensitive-looking and opted-out fields out of the draft, which expires a day after the last edit', async () => {
    const formId = `sensitive-${unique()}`;
    const el = await rendered<SqsFormElement>(
      html`<sqs-form
        form-id=${formId}
        .definition=${{
          fields: [
            { id: 'name', type: 'text', label: 'Name' },
            { id: 'cardNumber', type: 'text', label: 'Number' },
            { id: 'f2', type: 'text', label: 'Password' },
            { id: 'f3', type: 'text', label: 'Bank', key: 'iban' },
            { id: 'f4', type: 'text', label: 'Reference', placeholder: 'Your social security number' },
            { id: 'note', type: 'textarea', label: 'Note', noDraft: true },
          ],
        }}
      ></sqs-form>`,
    );
    for (const label of ['Number', 'Password', 'Bank', 'Reference']) typeInto(control(el, label), '4111 1111');
    typeInto(control<HTMLTextAreaElement>(el, 'Note'), 'private');
    const before = Date.now();
    typeInto(control(el, 'Name'), 'Ada');
    await el.updateComplete;
    const stored = JSON.parse(sessionStorage.getItem(`sqs-form-draft:${location.pathname}:${formId}`)!) as {
      value: unknown;
      expires: number;
    };
    expect(stored.value).to.deep.equal({ name: 'Ada' });
    expect(stored.expires).to.be.within(before + DRAFT_MAX_AGE, Date.now() + DRAFT_MAX_AGE);
    // The form itself still holds every value.
    expect(control(el, 'Password').value).to.equal('4111 1111');
  });

  it('keeps no draft of a form whose definition says noDraft', async () => {
    const formId = `no-draft-${unique()}`;
    const el = await rendered<SqsFormElement>(
      html`<sqs-form
        form-id=${formId}
        .definition=${{ noDraft: true, fields: [{ id: 'name', type: 'text', label: 'Name' }] }}
      ></sqs-form>`,
    );
    typeInto(control(el, 'Name'), 'Ada');
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Ada');
    expect(sessionStorage.getItem(`sqs-form-draft:${location.pathname}:${formId}`)).to.equal(null);
  });

  it('tells sensitive field names from ordinary ones', () => {
    for (const name of ['password', 'cardNumber', 'card_cvc', 'CVV', 'field_password1', 'IBAN', 'ssn', 'Tax ID'])
      expect(looksSensitive(name), name).to.equal(true);
    for (const name of ['Postcode', 'compass', 'Shipping address', 'Discard reason', 'Spin class', 'email'])
      expect(looksSensitive(name), name).to.equal(false);
  });

  it('restores the draft after the page reloads', async () => {
    const definition = JSON.stringify(await serverDefinition('contact'));
    const frame = document.createElement('iframe');
    frame.title = 'reloaded page';
    const scriptUrl = new URL('./define.ts', import.meta.url).href;
    frame.srcdoc = `<!doctype html><script type="module" src="${scriptUrl}"></script><sqs-form form-id="contact"><script type="application/json">${definition}</script></sqs-form>`;
    document.body.append(frame);
    try {
      const formIn = () => frame.contentDocument?.querySelector('sqs-form') as SqsFormElement | null;
      const loaded = () => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      await loaded();
      await waitUntil(() => formIn()?.shadowRoot?.querySelector('input'), 'the framed form never rendered', {
        timeout: 5000,
      });
      typeInto(control(formIn()!, 'Email'), 'kept@example.com');
      typeInto(control<HTMLTextAreaElement>(formIn()!, 'Message'), 'survives a reload');
      await formIn()!.updateComplete;
      const reloaded = loaded();
      frame.contentWindow!.location.reload();
      await reloaded;
      await waitUntil(() => formIn()?.shadowRoot?.querySelector('input'), 'the reloaded form never rendered', {
        timeout: 5000,
      });
      await waitUntil(() => control(formIn()!, 'Email').value === 'kept@example.com');
      expect(control<HTMLTextAreaElement>(formIn()!, 'Message').value).to.equal('survives a reload');
    } finally {
      frame.remove();
    }
  });
});

describe('reference API /api/form/', () => {
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? '' : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const key = async () => ((await post('/api/form/FormSubmissionKey')).body.data as { key: string }).key;

  it('issues keys under data that work once', async () => {
    const first = await key();
    expect(first).to.be.a('string').and.have.length.above(10);
    const form = JSON.stringify({ name: { First: 'A', Last: 'B' }, email: 'a@b.co', message: unique() });
    expect((await post('/api/form/SaveFormSubmission', { key: first, formId: 'contact', form })).status).to.equal(200);
    expect((await post('/api/form/SaveFormSubmission', { key: first, formId: 'contact', form })).status).to.equal(401);
    expect((await post('/api/form/SaveFormSubmission', { key: 'made-up', formId: 'contact', form })).status).to.equal(
      401,
    );
  });

  it('answers 400 with a per-field map under the same rules as the form, and for fields that do not parse', async () => {
    const form = JSON.stringify({
      name: { First: '', Last: '' },
      email: 'nope',
      message: 'x'.repeat(501),
    });
    const answer = await post('/api/form/SaveFormSubmission', { key: await key(), formId: 'contact', form });
    expect(answer.status).to.equal(400);
    expect(answer.body).to.deep.equal({
      error: 'One or more fields is invalid, please check your entries.',
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        message: 'You have exceeded the character limit.',
      },
    });
    const zip = JSON.stringify({
      address: { Line1: '', Line2: '', City: '', State: '', Zip: '123456', Country: 'USA' },
    });
    expect(
      (await post('/api/form/SaveFormSubmission', { key: await key(), formId: 'every-kind', form: zip })).body.errors,
    ).to.deep.equal({
      address: 'Zip code must be exactly five digits.',
    });
    const broken = await post('/api/form/SaveFormSubmission', {
      key: await key(),
      formId: 'contact',
      form: '{not json',
    });
    expect(broken).to.deep.equal({
      status: 400,
      body: { error: 'Could not parse the form fields, please check your entries.' },
    });
    const wrongTypes = await post('/api/form/SaveFormSubmission', {
      key: await key(),
      formId: 'contact',
      form: JSON.stringify({ name: 5, email: ['a@b.co'], message: 'hi' }),
    });
    expect(wrongTypes.body.errors).to.deep.equal({
      name: 'Could not parse the form fields, please check your entries.',
      email: 'Could not parse the form fields, please check your entries.',
    });
  });
});
