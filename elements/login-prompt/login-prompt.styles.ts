import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { overlayRules } from '../shared/overlay.styles.js';

// spec 000 §9: managed UI stacks from z-index 30000; the prompt sits above it, below the system error (30010).
export const loginPromptStyles = css`
  :host {
    --sqs-login-prompt-z-index: 30005;
    --sqs-login-prompt-backdrop: rgb(0 0 0 / 0.5);
    --sqs-login-prompt-background: ${token('color-surface')};
    --sqs-login-prompt-width: 380px;
    --sqs-login-prompt-padding: ${token('space-5')};
    display: contents;
  }
  ${overlayRules('login-prompt', 'submit')}
  [part~='field'] {
    display: grid;
    gap: ${token('space-1')};
    margin-block-end: ${token('space-3')};
  }
  [part~='field-error'],
  [part~='error'] {
    margin: 0;
    color: ${token('color-danger')};
  }
  [part~='error']:empty {
    display: none;
  }
  [part~='actions'] {
    display: flex;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    margin-block-start: ${token('space-3')};
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
