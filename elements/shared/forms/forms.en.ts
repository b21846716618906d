/** The English messages of the form and newsletter elements (ICU MessageFormat); its French is beside it (forms.fr.ts). */
import { validationMessages } from '../../../runtime/validation.js';

const english = {
  // The validation messages (validation.*) the runtime's checks name.
  ...validationMessages,
  // spec 000 §4, §5 "Forms", §8 "Form" (quoted strings exact); part labels name spec 000 §3's summary parts.
  'form.submitting': 'Submitting…',
  'form.submit': 'Submit',
  'form.required': '(required)',
  'form.counter': '{count} / {max}',
  'form.invalid': 'One or more fields is invalid, please check your entries.',
  'form.scroll-up': 'Your form has encountered a problem. Please scroll up to review.',
  'form.scroll-down': 'Your form has encountered a problem. Please scroll down to review.',
  'form.error-processing': 'Error processing form submission. Please reload and try again.',
  'form.error-unknown': 'Unknown error, please try again later.',
  'form.error-captcha': 'Complete CAPTCHA before submitting.',
  'form.error-captcha-missing': 'ReCaptcha has not been set up!',
  'form.error-key': 'Could not get a form submission key, please try again later.',
  'form.error-parse': 'Could not parse the form fields, please check your entries.',
  'form.error-401': 'Unable to submit form. Please try again later.',
  'form.error-404': 'This form has not been configured yet.',
  'form.error-429': 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  'form.error-500': 'Unable to send form. Please try again later.',
  'form.error-network': 'Unable to connect…',
  'form.part-First': 'First Name',
  'form.part-Last': 'Last Name',
  'form.part-Country': 'Country',
  'form.part-Areacode': 'Area code',
  'form.part-Prefix': 'Prefix',
  'form.part-Line': 'Line',
  'form.part-Line1': 'Address 1',
  'form.part-Line2': 'Address 2',
  'form.part-City': 'City',
  'form.part-State': 'State',
  'form.part-Zip': 'Zip code',
  'form.part-Month': 'Month',
  'form.part-Day': 'Day',
  'form.part-Year': 'Year',
  'form.part-Hour': 'Hour',
  'form.part-Minute': 'Minute',
  'form.part-Second': 'Second',
  'form.part-Ampm': 'AM/PM',
  'form.select-placeholder': 'Select an option',
  'form.likert-scale':
    '{index, select, 0 {Strongly Disagree} 1 {Disagree} 2 {Neutral} 3 {Agree} other {Strongly Agree}}',
  'form.newsletter-name': 'Name',
  'form.newsletter-email': 'Email Address',
  'form.newsletter-submit': 'Sign Up',
  'form.newsletter-thanks': 'Thank you for signing up.',
  // spec 001 §5 "Upload" and §8 "Files": a form's file field. {fileTypeMessage} carries its own trailing space
  // ('PDF ' or ''); {maxSize} is shown in units of 1024 (spec 001 §9). Which failure reads how: forms/upload.ts.
  'upload.unsupported': 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  'upload.too-large': 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  'upload.failed-to-complete': 'File upload failed to complete',
  'upload.processing-failed': 'File processing failed',
  'upload.processing-incomplete': 'File processing failed to complete',
  'upload.cancelled': 'File processing cancelled',
  'upload.error': 'Error uploading',
  'upload.rename-problem': 'There was a problem while renaming your file.',
  'upload.upload-problem': 'There was a problem while uploading your file.',
  'upload.rename-or-upload-problem': 'There was a problem while renaming or uploading your file.',
  // Our wording: the spec quotes none for these.
  'upload.progress': 'Uploading {fileName}',
  'upload.cancel': 'Cancel upload',
  'upload.remove': 'Remove file',
  'upload.done': '{fileName} ({size}) uploaded',
  'upload.busy': 'The file {fileName} is still uploading.',
} as const;

export default english;

declare module '../messages/keys.js' {
  interface EnglishCatalogues {
    forms: typeof english;
  }
}
