import { useEffect, useRef, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/forms/forms.en.js';
import type { formAttributes, SqsFormElement } from './form.element.js';
import { FormView } from '../shared/forms/FormView.js';
import { useDefinition } from '../shared/forms/useDefinition.js';
import { useFormController } from '../shared/forms/useFormController.js';
import { usePlatformForm } from './usePlatformForm.js';

/**
 * Renders a form from its definition (`definition` property or child JSON script), else from the platform's form
 * block in its children; attributes win over the ids the page carries.
 */
export function Form({
  host,
  formId,
  collectionId,
  objectName,
  overlay,
  captchaScriptUrl,
  dev,
  definition: property,
}: ElementProps<typeof formAttributes, SqsFormElement>): ReactNode {
  const t = useMessages(host, english);
  const { platform, notice } = usePlatformForm(host, property, dev);
  const definition = useDefinition(host, property ?? platform?.definition ?? null);
  const controller = useFormController(host, definition, {
    formId: formId || platform?.formId || '',
    collectionId: collectionId || platform?.collectionId || '',
    objectName: objectName || platform?.objectName || '',
    isOverlayForm: overlay,
    captchaScriptUrl,
    submitButtonText: definition.submitButtonText || t('form.submit'),
  });
  // What the visitor typed into the page's form before the element upgraded becomes the form's values, once.
  const typed = useRef(false);
  const { setValue } = controller;
  useEffect(() => {
    if (typed.current || !platform || !definition.fields.length) return;
    typed.current = true;
    for (const [id, value] of Object.entries(platform.typed)) setValue(id, value);
  }, [platform, definition, setValue]);
  return (
    <>
      {notice ? (
        <p part="notice" role="status">
          {notice}
        </p>
      ) : null}
      <FormView
        definition={definition}
        controller={controller}
        buttonText={definition.submitButtonText || t('form.submit')}
        t={t}
      />
    </>
  );
}
