/**
 * The newsletter block as published pages render it, read from the element's light DOM: the platform's
 * `form.newsletter-form` with its header (title and description), the name and email fields, the button, the footnote,
 * the text shown after signing up and the layout classes of its wrapper.
 */

/** What the rendered markup says; `null` where it says nothing. Html is as the page wrote it, to be sanitised. */
export interface NewsletterMarkup {
  /** The form's `data-form-id`. */
  formId: string | null;
  /** The collection and block ids its submit handler names (read as text, never run). */
  collectionId: string | null;
  objectName: string | null;
  /** The header's title text. */
  title: string;
  /** The header's description html. */
  description: string;
  /** Whether the form asks for a name (first and last) before the email, and whether the name is required. */
  name: { required: boolean } | null;
  /** The email field's placeholder. */
  placeholder: string | null;
  /** The button's label. */
  buttonText: string | null;
  /** The footnote's html under the form. */
  footnote: string;
  /** The text shown after signing up. */
  successText: string | null;
  /** Whether the form holds a captcha container (the block asks for a captcha). */
  captcha: boolean;
  /** `float` (email and button side by side) or `stack`, from `newsletter-form-wrapper--layout*`. */
  layout: string | null;
  /** `left`, `center` or `right`, from `newsletter-form-wrapper--align*`. */
  align: string | null;
}

const text = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const orNull = (value: string): string | null => value || null;

/** Returns the `--<prefix>*` modifier of the wrapper's classes, in lower case. */
const modifier = (el: Element | null, prefix: string): string | null =>
  [...(el?.classList ?? [])]
    .find((name) => name.startsWith(prefix))
    ?.slice(prefix.length)
    .toLowerCase() ?? null;

/**
 * Returns the collection and object ids the form's `onsubmit` passes to the platform's submit call, in either of its
 * forms: `submit({ formId: …, collectionId: …, objectName: … })` or `submit(formId, collectionId, objectName)`.
 */
function submitIds(handler: string): { collectionId: string | null; objectName: string | null } {
  const named = (key: string): string | null => new RegExp(`${key}:\\s*'([^']*)'`).exec(handler)?.[1] || null;
  const listed = /\.submit\(\s*'[^']*'\s*,\s*'([^']*)'\s*,\s*'([^']*)'/.exec(handler);
  return {
    collectionId: named('collectionId') ?? (listed?.[1] || null),
    objectName: named('objectName') ?? (listed?.[2] || null),
  };
}

/** Reads the platform's rendered newsletter block from `host`'s light DOM; null when there is none. */
export function readNewsletterMarkup(host: HTMLElement): NewsletterMarkup | null {
  const form = host.querySelector('form.newsletter-form');
  if (!form) return null;
  const wrapper = host.querySelector('.newsletter-form-wrapper');
  const names = form.querySelector('.newsletter-form-name-fieldset');
  return {
    formId: form.getAttribute('data-form-id') || null,
    ...submitIds(form.getAttribute('onsubmit') ?? ''),
    title: text(form.querySelector('.newsletter-form-header-title')),
    description: form.querySelector('.newsletter-form-header-description')?.innerHTML.trim() ?? '',
    name: names ? { required: names.classList.contains('required') } : null,
    placeholder: form.querySelector('input[name="email"]')?.getAttribute('placeholder') ?? null,
    buttonText: orNull(text(form.querySelector('.newsletter-form-button-label'))),
    footnote: form.querySelector('.newsletter-form-footnote')?.innerHTML.trim() ?? '',
    successText: orNull(text(form.querySelector('.form-submission-text'))),
    captcha: form.querySelector('.captcha-container') !== null,
    layout: modifier(wrapper, 'newsletter-form-wrapper--layout'),
    align: modifier(wrapper, 'newsletter-form-wrapper--align'),
  };
}

/** Returns whether two reads are the same (so an unrelated change in the light DOM does not render again). */
export const sameNewsletterMarkup = (a: NewsletterMarkup | null, b: NewsletterMarkup | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
