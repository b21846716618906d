import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/forms/forms.en.js';
import type { formAttributes, SqsFormElement } from './form.element.js';
import { FormView } from '../shared/forms/FormView.js';
import { useDefinition } from '../shared/forms/useDefinition.js';
import { useFormController } from '../shared/forms/useFormController.js';

/** Renders a form from its definition (child JSON script or `definition` property). */
export function Form({
  host,
  formId,
  collectionId,
  objectName,
  overlay,
  captchaScriptUrl,
  definition: property,
}: ElementProps<typeof formAttributes, SqsFormElement>): ReactNode {
  const t = useMessages(host, english);
  const definition = useDefinition(host, property);
  const controller = useFormController(host, definition, {
    formId,
    collectionId,
    objectName,
    isOverlayForm: overlay,
    captchaScriptUrl,
    submitButtonText: definition.submitButtonText || t('form.submit'),
  });
  return (
    <FormView
      definition={definition}
      controller={controller}
      buttonText={definition.submitButtonText || t('form.submit')}
      t={t}
    />
  );
}
