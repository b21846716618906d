import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the editor keeps, before and after its code loads. */
export const LINK_EDITOR_MIN_HEIGHT = '320px';

export const linkEditorStyles = css`
  :host {
    --sqs-link-editor-min-height: ${LINK_EDITOR_MIN_HEIGHT};
    --sqs-link-editor-accent: ${token('color-accent')};
    display: block;
    min-block-size: var(--sqs-link-editor-min-height);
  }
  [part~='base'] {
    display: grid;
    gap: ${token('space-3')};
  }
  [part~='tabs'] {
    display: flex;
    flex-wrap: wrap;
    border-block-end: 1px solid ${token('color-border')};
  }
  [part~='tab'] {
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-3')};
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  [part~='tab'][aria-selected='true'] {
    border-block-end-color: var(--sqs-link-editor-accent);
    font-weight: ${token('font-weight-medium')};
  }
  :focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: 2px;
  }
  [part~='panel'][hidden] {
    display: none;
  }
  [part~='pages'] {
    display: grid;
    gap: ${token('space-1')};
    max-block-size: 240px;
    overflow-y: auto;
  }
  [part~='page'] {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${token('space-2')};
    align-items: center;
    min-block-size: 44px;
    cursor: pointer;
  }
  [part~='page-url'] {
    grid-column: 2;
    color: ${token('color-text-muted')};
    overflow-wrap: anywhere;
  }
  [part~='field'] {
    display: grid;
    gap: ${token('space-1')};
  }
  [part~='error'] {
    margin: 0;
    color: ${token('color-danger')};
  }
  [part~='status'],
  [part~='legend'],
  [part~='file'] {
    margin: 0;
  }
  [part~='apply'],
  [part~='retry'] {
    justify-self: start;
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: var(--sqs-link-editor-accent);
    color: ${token('color-accent-contrast')};
    font: inherit;
    cursor: pointer;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='tab'] {
      transition: border-color ${token('duration-fast')} ease-out;
    }
  }
`;
