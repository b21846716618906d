import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsNewsletterElement } from './define.js';
import { deepActiveElement, shadow } from '../../test/support/helpers.js';
import {
  clickSubmit,
  control,
  forceFailure,
  partText,
  rendered,
  storedSubmissions,
  typeInto,
} from '../form/form.test-helpers.js';

const signUp = (width = 500) =>
  rendered<SqsNewsletterElement>(
    html`<sqs-newsletter form-id="newsletter" collection-id="col2" style="width: ${width}px">
      <h2 slot="title">Stay in touch</h2>
      <p>News once a month.</p>
    </sqs-newsletter>`,
  );

const box = (el: Element, part: string) => shadow(el).querySelector(`[part~="${part}"]`)!.getBoundingClientRect();

beforeEach(() => sessionStorage.clear());

describe('<sqs-newsletter>', () => {
  it('passes an axe check', async () => {
    await expect(await signUp()).to.be.accessible();
  });

  it('shows the slotted title and text, a labelled email field and the Sign Up button', async () => {
    const el = await signUp();
    const email = control(el, 'Email Address');
    expect(email.type).to.equal('email');
    expect(email.getAttribute('autocomplete')).to.equal('email');
    expect(email.required).to.be.true;
    expect(partText(el, 'submit')).to.equal('Sign Up');
    expect(
      shadow(el).querySelector<HTMLSlotElement>('slot[name="title"]')!.assignedElements()[0]!.textContent,
    ).to.equal('Stay in touch');
  });

  it('checks the email before sending', async () => {
    const el = await signUp();
    const failed = oneEvent(el, 'sqs-form-error');
    typeInto(control(el, 'Email Address'), 'not-an-email');
    clickSubmit(el);
    expect((await failed).detail.errors).to.deep.equal({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
    await waitUntil(() => deepActiveElement() === control(el, 'Email Address'));
  });

  it('signs up through the form endpoints, stores the email and thanks the visitor', async () => {
    const el = await signUp();
    const address = `reader-${Math.random().toString(36).slice(2, 8)}@example.com`;
    typeInto(control(el, 'Email Address'), address);
    const success = oneEvent(el, 'sqs-form-success');
    clickSubmit(el);
    await success;
    await waitUntil(() => partText(el, 'submission') === 'Thank you for signing up.');
    const stored = (await storedSubmissions('newsletter')).filter((s) => s.form === JSON.stringify({ email: address }));
    expect(stored).to.have.length(1);
    expect(stored[0]!.payload).to.include({ collectionId: 'col2', submitButtonText: 'Sign Up' });
  });

  it('keeps the email and shows the message when the server refuses', async () => {
    const el = await signUp();
    typeInto(control(el, 'Email Address'), 'kept@example.com');
    await forceFailure('save', 429, 'newsletter');
    const failed = oneEvent(el, 'sqs-form-error');
    clickSubmit(el);
    expect((await failed).detail.message).to.equal(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    await waitUntil(() => partText(el, 'form-error-text'));
    expect(control(el, 'Email Address').value).to.equal('kept@example.com');
  });

  it('puts the button beside the email, and below it when narrower than 320 px', async () => {
    const wide = await signUp(400);
    expect(Math.abs(box(wide, 'submit').bottom - box(wide, 'fields').bottom)).to.be.below(20);
    expect(box(wide, 'submit').left).to.be.at.least(box(wide, 'fields').right);
    const narrow = await signUp(300);
    expect(box(narrow, 'submit').top).to.be.at.least(box(narrow, 'fields').bottom);
    const edge = await signUp(320);
    expect(box(edge, 'submit').left).to.be.at.least(box(edge, 'fields').right);
  });
});
