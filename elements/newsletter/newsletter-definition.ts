import type { FormDefinition, FormField } from '../shared/forms/definition.js';
import type english from '../shared/forms/forms.en.js';
import type { Translate } from '../shared/use-messages.js';

/** A field of the sign-up form: every key a kind does not use keeps its empty default. */
const field = (id: string, type: FormField['type'], label: string, required: boolean, placeholder = ''): FormField => ({
  id,
  type,
  label,
  description: '',
  placeholder,
  required,
  options: [],
  maxLength: 0,
  showCountryCode: false,
  underline: false,
  currencySymbol: '',
  key: '',
  value: '',
});

/** What the sign-up form asks for. */
export interface NewsletterAsks {
  /** Whether it asks for a name (first and last) before the email, and whether the name is required. */
  showName: boolean;
  nameRequired: boolean;
  /** The email's placeholder. */
  placeholder: string;
  /** The button's text. */
  button: string;
  /** Whether it asks for a captcha. */
  captcha: boolean;
}

/** Returns the definition of the sign-up form (the same in the browser and in a server render). */
export function newsletterDefinition(
  { showName, nameRequired, placeholder, button, captcha }: NewsletterAsks,
  t: Translate<typeof english>,
): FormDefinition {
  return {
    fields: [
      ...(showName ? [field('name', 'name', t('form.newsletter-name'), nameRequired)] : []),
      field('email', 'email', t('form.newsletter-email'), true, placeholder),
    ],
    submitButtonText: button,
    successRedirect: '',
    redirectOrigin: '',
    submissionHtml: '',
    postSubmitHtml: '',
    captcha,
  };
}
