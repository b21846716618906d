import { token } from '../../../styles/tokens.js';
import { css } from '../css.js';

/** The look of a form's fields, messages and button, shared by `<sqs-form>` and `<sqs-newsletter>`. */
export const fieldsStyles = css`
  :host {
    --sqs-form-gap: ${token('space-4')};
    --sqs-form-color: ${token('color-text')};
    --sqs-form-muted: ${token('color-text-muted')};
    --sqs-form-border: ${token('color-border')};
    --sqs-form-input-background: ${token('color-surface')};
    --sqs-form-error-color: ${token('color-danger')};
    --sqs-form-button-background: ${token('color-accent')};
    --sqs-form-button-color: ${token('color-accent-contrast')};
    --sqs-form-radius: ${token('radius-sm')};
    display: block;
    container-type: inline-size;
    color: var(--sqs-form-color);
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
  }
  [part~='base'],
  [part~='fields'] {
    display: grid;
    gap: var(--sqs-form-gap);
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  [part~='field'] {
    display: grid;
    gap: ${token('space-1')};
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  [part~='label'],
  [part~='likert-label'] {
    padding: 0;
    font-weight: ${token('font-weight-semibold')};
  }
  [part~='description'],
  [part~='counter'],
  [part~='part-label'] {
    margin: 0;
    color: var(--sqs-form-muted);
    font-size: ${token('font-size-sm')};
  }
  [part~='counter'][data-state='over'],
  [part~='field-error'],
  [part~='form-error'] {
    color: var(--sqs-form-error-color);
  }
  [part~='field-error'],
  [part~='form-error'] p {
    margin: 0;
  }
  [part~='form-error']:empty {
    display: none;
  }
  [part~='form-error']:focus {
    outline: none;
  }
  [part~='input'] {
    box-sizing: border-box;
    inline-size: 100%;
    padding: ${token('space-2')};
    border: 1px solid var(--sqs-form-border);
    border-radius: var(--sqs-form-radius);
    background: var(--sqs-form-input-background);
    color: inherit;
    font: inherit;
  }
  textarea[part~='input'] {
    min-block-size: 6em;
    resize: vertical;
  }
  [part~='input'][aria-invalid='true'] {
    border-color: var(--sqs-form-error-color);
  }
  [part~='input']:focus-visible,
  input:focus-visible,
  [part~='submit']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 1px;
  }
  [part~='control'] {
    display: flex;
    align-items: center;
    gap: ${token('space-1')};
  }
  [part~='parts'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8em, 1fr));
    gap: ${token('space-2')};
  }
  [part~='part'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='option'] {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
  }
  [part~='likert-statement'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')} ${token('space-4')};
    margin: 0;
    padding: ${token('space-2')} 0;
    border: 0;
  }
  [part~='section-title'] {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  [part~='section'][data-underline] [part~='section-title'] {
    padding-block-end: ${token('space-1')};
    border-block-end: 1px solid var(--sqs-form-border);
  }
  [part~='file-input'] {
    cursor: pointer;
  }
  [part~='upload'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')};
    font-size: ${token('font-size-sm')};
  }
  [part~='upload']:empty {
    display: none;
  }
  [part~='progress'] {
    flex: 1 1 8em;
    block-size: ${token('space-2')};
    accent-color: var(--sqs-form-button-background);
  }
  [part~='upload-button'] {
    padding-block: ${token('space-1')};
    padding-inline: ${token('space-3')};
    border: 1px solid var(--sqs-form-border);
    border-radius: var(--sqs-form-radius);
    background: var(--sqs-form-input-background);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [part~='upload-button']:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 1px;
  }
  [part~='submit'] {
    justify-self: start;
    padding: ${token('space-2')} ${token('space-5')};
    border: 0;
    border-radius: var(--sqs-form-radius);
    background: var(--sqs-form-button-background);
    color: var(--sqs-form-button-color);
    font: inherit;
    font-weight: ${token('font-weight-semibold')};
    cursor: pointer;
  }
  [part~='submit']:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  [part~='success']:focus {
    outline: none;
  }
`;
