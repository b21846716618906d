import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const menuTabsStyles = css`
  :host {
    --sqs-menu-tabs-gap: ${token('space-1')};
    --sqs-menu-tabs-border: 1px solid ${token('color-border')};
    --sqs-menu-tabs-tab-padding: ${token('space-3')} ${token('space-4')};
    --sqs-menu-tabs-tab-color: ${token('color-text-muted')};
    --sqs-menu-tabs-tab-hover-color: ${token('color-text')};
    --sqs-menu-tabs-selected-color: ${token('color-accent')};
    --sqs-menu-tabs-indicator-size: 2px;
    --sqs-menu-tabs-indicator-color: ${token('color-accent')};
    --sqs-menu-tabs-panel-padding: ${token('space-4')} 0;
    display: block;
  }
  [part~='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sqs-menu-tabs-gap);
    border-block-end: var(--sqs-menu-tabs-border);
  }
  [part~='tab'] {
    /* The indicator sits on the list's bottom border rather than above it. */
    margin-block-end: -1px;
    padding: var(--sqs-menu-tabs-tab-padding);
    border: 0;
    border-block-end: var(--sqs-menu-tabs-indicator-size) solid transparent;
    background: none;
    color: var(--sqs-menu-tabs-tab-color);
    font: inherit;
    font-weight: ${token('font-weight-medium')};
    line-height: 1.25;
    cursor: pointer;
    transition:
      color ${token('duration-fast')} ease-out,
      border-color ${token('duration-fast')} ease-out;
  }
  [part~='tab']:not([part~='selected-tab']):hover {
    color: var(--sqs-menu-tabs-tab-hover-color);
  }
  [part~='selected-tab'] {
    color: var(--sqs-menu-tabs-selected-color);
    border-block-end-color: var(--sqs-menu-tabs-indicator-color);
  }
  [part~='panel'] {
    padding: var(--sqs-menu-tabs-panel-padding);
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='tab'] {
      transition: none;
    }
  }
  /* Forced colours paint every border, the transparent ones too: keep the indicator on the selected tab only. */
  @media (forced-colors: active) {
    [part~='tab'] {
      border-block-end-color: Canvas;
    }
    [part~='selected-tab'] {
      border-block-end-color: Highlight;
    }
  }
`;
