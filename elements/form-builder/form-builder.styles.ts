import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the builder keeps before its code and its form arrive (its status line, then the tabs). */
export const FORM_BUILDER_MIN_HEIGHT = '24rem';

/** The tabs and their panels beside the preview (stacked on narrow screens). */
export const formBuilderStyles = css`
  :host {
    --sqs-form-builder-gap: ${token('space-3')};
    --sqs-form-builder-border: ${token('color-border')};
    --sqs-form-builder-accent: ${token('color-accent')};
    display: block;
    min-block-size: ${FORM_BUILDER_MIN_HEIGHT};
  }
  [part~='base'][data-state='ready'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
    gap: var(--sqs-form-builder-gap);
    align-items: start;
  }
  [part~='tabs'] {
    display: flex;
    flex-wrap: wrap;
    border-block-end: 1px solid var(--sqs-form-builder-border);
  }
  [part~='tab'],
  [part~='field-row'] button,
  [part~='add'],
  [part~='save'] {
    min-block-size: 44px;
    padding: 0 ${token('space-3')};
    border: 1px solid var(--sqs-form-builder-border);
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [part~='tab'] {
    border-color: transparent;
    border-block-end: 3px solid transparent;
    border-radius: 0;
  }
  [part~='tab'][aria-selected='true'] {
    border-block-end-color: var(--sqs-form-builder-accent);
    font-weight: 600;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  [part~='panel']:focus-visible {
    outline: 2px solid var(--sqs-form-builder-accent);
    outline-offset: 2px;
  }
  button:disabled,
  [aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  [part~='panel'] {
    padding-block: var(--sqs-form-builder-gap);
  }
  [part~='add-row'],
  [part~='field-row'],
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')};
  }
  [part~='field-list'] {
    display: grid;
    gap: ${token('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='field-item'] {
    padding: ${token('space-2')};
    border: 1px solid var(--sqs-form-builder-border);
    border-radius: ${token('radius-sm')};
  }
  [part~='field-item'][data-state='dragging'] {
    border-color: var(--sqs-form-builder-accent);
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.2);
  }
  [part~='field-item'][data-state='over'] {
    border-block-start: 3px solid var(--sqs-form-builder-accent);
  }
  [part~='handle'] {
    cursor: grab;
    touch-action: none;
  }
  [part~='field-name'] {
    flex: 1 1 10rem;
  }
  [part~='setting'] {
    display: grid;
    gap: ${token('space-1')};
    margin-block: ${token('space-2')};
  }
  [part~='check'] {
    display: flex;
    align-items: center;
  }
  [part~='input'] {
    min-block-size: 44px;
    font: inherit;
  }
  [part~='help'] {
    margin: 0;
    color: ${token('color-text-muted')};
  }
  [part~='error'] {
    margin: 0;
    color: ${token('color-danger')};
  }
  [part~='choices'] {
    border: 0;
    padding: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='field-item'] {
      transition: box-shadow 0.15s;
    }
  }
`;
