import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsFormElement } from './define.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { shadow } from '../../test/support/helpers.js';
import {
  clickSubmit,
  control,
  forceFailure,
  partText,
  recordRequests,
  rendered,
  serverDefinition,
  typeInto,
} from './form.test-helpers.js';

const STAND_IN = new URL('../../examples/captcha-stand-in.js', import.meta.url).href;

/** Renders the reference API's captcha form with the provider script at `scriptUrl`, `width` px wide. */
async function captchaForm(scriptUrl = STAND_IN, width = 500): Promise<SqsFormElement> {
  const definition = await serverDefinition('with-captcha');
  return rendered<SqsFormElement>(
    html`<sqs-form
      style="width: ${width}px"
      form-id="with-captcha"
      captcha-script-url=${scriptUrl}
      .definition=${definition}
    ></sqs-form>`,
  );
}

const widgetBox = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="captcha"]');
const robotBox = (el: Element) => shadow(el).querySelector<HTMLInputElement>('[data-captcha="stand-in"]');

beforeEach(() => {
  sessionStorage.clear();
  // The stand-in captcha scripts are served from this page's origin, which the page allows in code.
  configure({
    context: { websiteSettings: { captchaSettings: { siteKey: 'site-key-1' } } as never },
    scriptOrigins: [location.origin],
  });
});
afterEach(() => resetConfiguration());

describe('<sqs-form> captcha', () => {
  // First: once the stand-in has loaded, its API is on the page for every later form.
  it("says 'ReCaptcha has not been set up!' and sends nothing when the provider did not load", async () => {
    const el = await captchaForm('/examples/no-such-captcha.js');
    await waitUntil(
      () => shadow(el).querySelector('[part~="captcha-field"]')?.getAttribute('data-state') === 'missing',
    );
    expect(partText(el, 'captcha-field')).to.equal('ReCaptcha has not been set up!');
    typeInto(control(el, 'Message'), 'hello');
    const record = recordRequests();
    try {
      const failed = oneEvent(el, 'sqs-form-error');
      clickSubmit(el);
      expect((await failed).detail.message).to.equal('ReCaptcha has not been set up!');
      expect(partText(el, 'form-error-text')).to.equal('ReCaptcha has not been set up!');
      expect(record.requests.filter((r) => r.url.includes('/api/form/'))).to.have.length(0);
    } finally {
      record.restore();
    }
  });

  it('passes an axe check with the widget rendered', async () => {
    const el = await captchaForm();
    await waitUntil(() => robotBox(el));
    await expect(el).to.be.accessible();
  });

  it('renders the widget with the site key, normal at 320 px and wider, compact when narrower', async () => {
    const wide = await captchaForm(STAND_IN, 320);
    await waitUntil(() => robotBox(wide));
    expect(widgetBox(wide)!.dataset.sitekey).to.equal('site-key-1');
    expect(widgetBox(wide)!.dataset.size).to.equal('normal');
    const narrow = await captchaForm(STAND_IN, 300);
    await waitUntil(() => robotBox(narrow));
    expect(widgetBox(narrow)!.dataset.size).to.equal('compact');
  });

  it('renders no captcha without a site key', async () => {
    resetConfiguration();
    const el = await captchaForm();
    expect(shadow(el).querySelector('[part~="captcha-field"]')).to.be.null;
    // The server still wants one: its text is shown.
    typeInto(control(el, 'Message'), 'hello');
    const failed = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await failed).detail).to.include({ status: 400, message: 'Complete CAPTCHA before submitting.' });
  });

  it("blocks sending with 'Complete CAPTCHA before submitting.' until it is completed, then sends its key", async () => {
    const el = await captchaForm();
    await waitUntil(() => robotBox(el));
    typeInto(control(el, 'Message'), 'hello');
    const blocked = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await blocked).detail.message).to.equal('Complete CAPTCHA before submitting.');
    const captchaError = () => shadow(el).querySelector('[part~="captcha-field"] [part~="field-error"]')?.textContent;
    await waitUntil(() => captchaError() === 'Complete CAPTCHA before submitting.');
    robotBox(el)!.click();
    await waitUntil(() => captchaError() === undefined, 'completing the captcha did not clear its error');
    const record = recordRequests();
    try {
      const success = oneEvent(el, 'sqs-form-success');
      clickSubmit(el);
      await success;
      const save = record.requests.find((r) => r.url.includes('SaveFormSubmission'))!;
      expect(JSON.parse(save.init!.body as string).captchaKey).to.match(/^stand-in-token-/);
    } finally {
      record.restore();
    }
  });

  it('resets the captcha after a failed submission', async () => {
    const el = await captchaForm();
    await waitUntil(() => robotBox(el));
    typeInto(control(el, 'Message'), 'hello');
    robotBox(el)!.click();
    await forceFailure('save', 500, 'with-captcha');
    const failed = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await failed).detail.message).to.equal('Unable to send form. Please try again later.');
    expect(robotBox(el)!.checked).to.be.false;
    expect(control(el, 'Message').value).to.equal('hello');
  });
});
