import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { frameViolations } from '../support/frame-page.js';
import { shadow, typeAndRender, typeInto } from '../support/helpers.js';
import { signInOwner, signOutOwner } from '../runtime/fakes.js';

/**
 * The owner edits a form on the served example (as `npm start` serves it) and a visitor gets what was saved: the
 * owner adds a field, names it and saves; the form's public page (/pages/forms/:id, served by the reference API) shows
 * that field in its `<sqs-form>`. The pages run in a same-origin frame, so the test reads their shadow trees.
 */
describe('a form the owner saves is the form visitors get', function () {
  this.timeout(40000);
  let frame: HTMLIFrameElement;
  before(() => signInOwner());
  after(() => signOutOwner());
  afterEach(() => frame.remove());

  /** Opens `path` in the test's frame. */
  async function open(path: string): Promise<Document> {
    frame = document.createElement('iframe');
    frame.title = 'The served page';
    frame.style.cssText = 'width: 1100px; height: 900px; border: 0';
    frame.src = path;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    await loaded;
    return frame.contentDocument!;
  }

  it('adds a field in the builder, saves, and the public page’s form shows it', async () => {
    const formId = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    let doc = await open('/examples/form-builder.html');
    // A builder of this test's own form in place of the example's, as the page itself replaces it after a sign-in.
    const builder = doc.createElement('sqs-form-builder');
    builder.setAttribute('form-id', formId);
    doc.querySelector('sqs-form-builder')!.replaceWith(builder);
    await waitUntil(() => builder.shadowRoot?.querySelector('[part~="base"][data-state="ready"]'), 'never ready', {
      timeout: 15000,
    });
    const root = shadow(builder);
    await typeAndRender(builder, root.querySelector<HTMLSelectElement>('#add-kind')!, 'textarea');
    root.querySelector<HTMLElement>('[part~="add"]')!.click();
    await waitUntil(() => root.querySelector('#textarea-1-label'), 'the field was not added');
    typeInto(root.querySelector<HTMLInputElement>('#textarea-1-label')!, 'Your question for the bakers');
    // The live preview is the real form, loaded by its tag.
    await waitUntil(
      () => root.querySelector('sqs-form')?.shadowRoot?.textContent?.includes('Your question for the bakers'),
      'the preview never showed the field',
      { timeout: 15000 },
    );
    expect(await frameViolations(frame)).to.deep.equal([]);
    const saved = oneEvent(builder, 'sqs-form-builder-save');
    root.querySelector<HTMLElement>('[part~="save"]')!.click();
    expect((await saved).detail).to.deep.equal({ formId, fields: ['textarea-1'] });
    frame.remove();

    doc = await open(`/pages/forms/${formId}`);
    const form = doc.querySelector('sqs-form')!;
    expect(form.getAttribute('form-id')).to.equal(formId);
    await waitUntil(() => form.shadowRoot?.querySelector('textarea'), 'the public form never rendered', {
      timeout: 15000,
    });
    const textarea = shadow(form).querySelector('textarea')!;
    expect(shadow(form).querySelector(`label[for="${textarea.id}"]`)!.textContent).to.include(
      'Your question for the bakers',
    );
    expect(doc.querySelector('sqs-form-builder')).to.equal(null);
    expect(await frameViolations(frame)).to.deep.equal([]);
  });
});
