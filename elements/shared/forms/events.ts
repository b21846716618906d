import type { FormValues } from './validate.js';

/** The events every form (`<sqs-form>`, `<sqs-newsletter>`) dispatches, by name, with their detail. */
export interface FormEventDetails {
  /** The values passed validation and are being sent: the form's id and the values by field id. */
  'sqs-form-submit': { formId: string; values: FormValues };
  /** The submission was accepted: the form's id, the values sent and the server's answer. */
  'sqs-form-success': { formId: string; values: FormValues; response: unknown };
  /** Validation or submission failed: the HTTP status (0 when none), the message and the field errors by id. */
  'sqs-form-error': { formId: string; status: number; message: string; errors: Record<string, string> };
}
