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
  [part~='label'] {
    flex: 1 1 auto;
    text-align: var(--sqs-accordion-item-title-align, start);
  }
  [part~='icon'] {
    position: relative;
    order: var(--sqs-accordion-item-icon-order, 0);
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
  :host([icon='arrow']) [part~='icon']::before {
    inset: 15% 25% 35%;
    block-size: auto;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    background: none;
    transform: rotate(45deg);
  }
  :host([icon='arrow']) [part~='icon']::after {
    display: none;
  }
  :host([icon='arrow'][open]) [part~='icon'] {
    transform: rotate(180deg);
  }
  [part~='panel'] {
    overflow: hidden;
  }
  /* The server-rendered disclosure (before upgrade or without script): no marker, its own open state turns the icon. */
  summary[part~='trigger'] {
    list-style: none;
  }
  summary[part~='trigger']::-webkit-details-marker {
    display: none;
  }
  :host details[open] [part~='icon'] {
    transform: rotate(45deg);
  }
  :host details:not([open]) [part~='icon'] {
    transform: none;
  }
  :host([icon='arrow']) details[open] [part~='icon'] {
    transform: rotate(180deg);
  }
  [part~='content'] {
    padding-block-end: var(--sqs-accordion-item-padding);
    text-align: var(--sqs-accordion-item-description-align, start);
  }
  [part~='content'] {
    box-sizing: border-box;
    inline-size: var(--sqs-accordion-item-description-size, auto);
    max-inline-size: 100%;
    margin-inline: var(--sqs-accordion-item-description-margin, 0);
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='icon'] {
      transition: none;
    }
  }
`;
