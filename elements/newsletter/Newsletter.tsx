import { useMemo, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/forms/forms.en.js';
import { FormView } from '../shared/forms/FormView.js';
import { useFormController } from '../shared/forms/useFormController.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import type { newsletterAttributes, SqsNewsletterElement } from './newsletter.element.js';
import { useNewsletter } from './useNewsletter.js';
import { newsletterDefinition } from './newsletter-definition.js';

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
  const definition = useMemo(
    () => newsletterDefinition({ showName, nameRequired, placeholder, button, captcha }, t),
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
