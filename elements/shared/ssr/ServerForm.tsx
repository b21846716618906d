import { useId, type ReactNode } from 'react';
import type { FormDefinition } from '../forms/definition.js';
import { FormView, type FormViewProps } from '../forms/FormView.js';
import type { FormController } from '../forms/useFormController.js';
import { initialValues } from '../forms/validate.js';
import type { SubmissionInfo } from '../forms/submit.js';

/** The address a server-rendered form posts to: the reference API's submission route, the form's ids in its query. */
export const SUBMISSION_PATH = '/api/form/SaveFormSubmission';

/**
 * Returns the `action` of a form rendered on a server: the submission route with the form's ids in the query, so the
 * body holds the fields alone (a field may be called `formId`). The API answers such a post with a page.
 */
export function submissionAction({
  formId,
  collectionId,
  objectName,
  isOverlayForm,
}: Omit<SubmissionInfo, 'submitButtonText'>): string {
  const query = new URLSearchParams({ formId });
  if (collectionId) query.set('collectionId', collectionId);
  if (objectName) query.set('objectName', objectName);
  if (isOverlayForm) query.set('isOverlayForm', 'true');
  return `${SUBMISSION_PATH}?${query}`;
}

const nothing = (): void => undefined;

/** What `ServerForm` renders: the form view's props but its controller, and where the form posts. */
export interface ServerFormProps extends Omit<FormViewProps, 'controller' | 'formProps'> {
  /** The definition. */
  definition: FormDefinition;
  /** The `action` the form posts to (`submissionAction`). */
  action: string;
}

/**
 * Renders a form as the browser renders it before any value is typed, as a plain HTML form: it posts its named fields
 * (`method="post"`, url-encoded) to `action`, and the browser's own checks (`required`, `type="email"`) run first, since
 * no script does. Its captcha is left to the browser (the API asks a form that needs one to be sent with its script).
 */
export function ServerForm({ definition, action, ...view }: ServerFormProps): ReactNode {
  const controller: FormController = {
    idPrefix: `f${useId().replace(/[^\w-]/g, '')}`,
    values: initialValues(definition),
    errors: {},
    formError: '',
    hint: '',
    phase: 'idle',
    captcha: 'none',
    uploads: {},
    setValue: nothing,
    chooseFile: nothing,
    cancelUpload: nothing,
    onSubmit: nothing,
    formRef: nothing,
    captchaRef: nothing,
  };
  return (
    <FormView
      {...view}
      definition={definition}
      controller={controller}
      formProps={{ method: 'post', action, noValidate: false }}
    />
  );
}
