import { useMemo, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/forms/forms.en.js';
import type { FormDefinition, FormField } from '../shared/forms/definition.js';
import { FormView } from '../shared/forms/FormView.js';
import { useFormController } from '../shared/forms/useFormController.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import type { newsletterAttributes, SqsNewsletterElement } from './newsletter.element.js';
import { useNewsletter } from './useNewsletter.js';

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

/**
 * Renders the sign-up form: the slotted title and text (or the title and description of the block's markup), the
 * name fields when asked for, the email field and the button, then the markup's footnote.
 */
export function Newsletter({
  host,
  ...options
}: ElementProps<typeof newsletterAttributes, SqsNewsletterElement>): ReactNode {
  const { settings, markup } = useNewsletter(host, options);
  const {
    formId,
    collectionId,
    objectName,
    buttonText,
    placeholder,
    successText,
    captchaScriptUrl,
    showName,
    captcha,
  } = settings;
  const t = useMessages(host, english);
  const button = buttonText || t('form.newsletter-submit');
  const nameRequired = markup?.name?.required ?? false;
  const definition = useMemo<FormDefinition>(
    () => ({
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
    }),
    [t, placeholder, button, showName, nameRequired, captcha],
  );
  const controller = useFormController(host, definition, {
    formId,
    collectionId,
    objectName,
    isOverlayForm: false,
    captchaScriptUrl,
    submitButtonText: button,
  });
  // The block's own markup stays in the light DOM unslotted (it is the platform's form); its texts are shown instead.
  const intro = (
    <div part="intro">
      {markup ? (
        <>
          {markup.title && <h2 part="title">{markup.title}</h2>}
          <SanitizedHtml html={markup.description} part="description" />
        </>
      ) : (
        <>
          <slot name="title" />
          <slot />
        </>
      )}
    </div>
  );
  return (
    <>
      <FormView
        definition={definition}
        controller={controller}
        buttonText={button}
        t={t}
        intro={intro}
        successText={successText || t('form.newsletter-thanks')}
      />
      <SanitizedHtml html={markup?.footnote ?? ''} part="footnote" />
    </>
  );
}
