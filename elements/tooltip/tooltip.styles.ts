import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

// spec 001 §9: tooltip width 250, animation 0.3 s. spec 000 §9: managed UI stacks from z-index 30000.
export const tooltipStyles = css`
  :host {
    --sqs-tooltip-width: 250px;
    --sqs-tooltip-duration: 0.3s;
    --sqs-tooltip-z-index: 30000;
    --sqs-tooltip-background: ${token('color-gray-900')};
    --sqs-tooltip-color: ${token('color-gray-50')};
    display: inline-block;
  }
  [part~='base'] {
    position: fixed;
    inset-inline-start: var(--sqs-tooltip-x, 0);
    inset-block-start: var(--sqs-tooltip-y, 0);
    z-index: var(--sqs-tooltip-z-index);
    inline-size: var(--sqs-tooltip-width);
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-sm')};
    background: var(--sqs-tooltip-background);
    color: var(--sqs-tooltip-color);
    font-size: ${token('font-size-sm')};
    opacity: 1;
    transition: opacity var(--sqs-tooltip-duration) ease-out;
  }
  @starting-style {
    [part~='base'][data-state='shown'] {
      opacity: 0;
    }
  }
  [part~='base'][data-motion='reduce'] {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='base'] {
      transition: none;
    }
  }
`;
