import { useMemo, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/forms/forms.en.js';
import type { FormDefinition } from '../shared/forms/definition.js';
import { FormView } from '../shared/forms/FormView.js';
import { useFormController } from '../shared/forms/useFormController.js';
import type { newsletterAttributes, SqsNewsletterElement } from './newsletter.element.js';

/** Renders the sign-up form: the slotted title and text, an email field and the button. */
export function Newsletter({
  host,
  formId,
  collectionId,
  objectName,
  buttonText,
  placeholder,
  successText,
  captchaScriptUrl,
}: ElementProps<typeof newsletterAttributes, SqsNewsletterElement>): ReactNode {
  const t = useMessages(host, english);
  const button = buttonText || t('form.newsletter-submit');
  const definition = useMemo<FormDefinition>(
    () => ({
      fields: [
        {
          id: 'email',
          type: 'email',
          label: t('form.newsletter-email'),
          description: '',
          placeholder,
          required: true,
          options: [],
          maxLength: 0,
          showCountryCode: false,
          underline: false,
          currencySymbol: '',
          key: '',
          value: '',
        },
      ],
      submitButtonText: button,
      successRedirect: '',
      redirectOrigin: '',
      submissionHtml: '',
      postSubmitHtml: '',
      captcha: false,
    }),
    [t, placeholder, button],
  );
  const controller = useFormController(host, definition, {
    formId,
    collectionId,
    objectName,
    isOverlayForm: false,
    captchaScriptUrl,
    submitButtonText: button,
  });
  const intro = (
    <div part="intro">
      <slot name="title" />
      <slot />
    </div>
  );
  return (
    <FormView
      definition={definition}
      controller={controller}
      buttonText={button}
      t={t}
      intro={intro}
      successText={successText || t('form.newsletter-thanks')}
    />
  );
}
