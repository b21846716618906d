import { token } from '../../styles/tokens.js';

/** Reserves the accordion's top border before its code loads (its items reserve their own rows). */
export const accordionPreUpgrade = `sqs-accordion:not(:defined) {
  display: block;
  border-block-start: var(--sqs-accordion-border, 1px solid ${token('color-border')});
}`;
