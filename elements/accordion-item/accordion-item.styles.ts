import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const accordionItemStyles = css`
  :host {
    --sqs-accordion-item-padding: ${token('space-3')};
    --sqs-accordion-item-divider: 1px solid ${token('color-border')};
    --sqs-accordion-item-icon-size: 14px;
    display: block;
    border-block-end: var(--sqs-accordion-item-divider);
  }
  [part~='header'] {
    margin: 0;
  }
  [part~='trigger'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-3')};
    inline-size: 100%;
    padding: var(--sqs-accordion-item-padding) 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${token('font-weight-medium')};
    text-align: start;
    cursor: pointer;
  }
  [part~='icon'] {
    position: relative;
    flex: none;
    inline-size: var(--sqs-accordion-item-icon-size);
    block-size: var(--sqs-accordion-item-icon-size);
    transition: transform ${token('duration-medium')} ease-in-out;
  }
  [part~='icon']::before,
  [part~='icon']::after {
    content: '';
    position: absolute;
    inset-block-start: calc(50% - 1px);
    inset-inline: 0;
    block-size: 2px;
    background: currentColor;
  }
  [part~='icon']::after {
    transform: rotate(90deg);
  }
  :host([open]) [part~='icon'] {
    transform: rotate(45deg);
  }
  [part~='panel'] {
    overflow: hidden;
  }
  [part~='content'] {
    padding-block-end: var(--sqs-accordion-item-padding);
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='icon'] {
      transition: none;
    }
  }
`;
