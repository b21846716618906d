import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';
import { overlayRules } from '../shared/overlay.styles.js';

// spec 000 §9: managed UI stacks from z-index 30000; the system error covers everything else of it.
export const systemErrorStyles = css`
  :host {
    --sqs-system-error-z-index: 30010;
    --sqs-system-error-backdrop: rgb(0 0 0 / 0.5);
    --sqs-system-error-background: ${token('color-surface')};
    --sqs-system-error-width: 350px;
    --sqs-system-error-padding: ${token('space-5')};
    display: contents;
  }
  ${overlayRules('system-error', 'reload')}
  [part~='base'] {
    text-align: center;
  }
  [part~='message'] {
    margin: 0 0 ${token('space-3')};
    color: ${token('color-text-muted')};
  }
  [part~='actions'] {
    display: flex;
    justify-content: center;
    gap: ${token('space-2')};
  }
`;
