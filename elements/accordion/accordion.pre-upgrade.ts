import { token } from '../../styles/tokens.js';

/**
 * Reserves the accordion's top border before its code loads (its items reserve their own rows); the platform's
 * rendered list shows its titles only, as the items will, without list markers.
 */
export const accordionPreUpgrade = `sqs-accordion:not(:defined) {
  display: block;
  border-block-start: var(--sqs-accordion-border, 1px solid ${token('color-border')});
}
sqs-accordion:not(:defined) > .accordion-items-container {
  margin: 0;
  padding: 0;
  list-style: none;
}
sqs-accordion:not(:defined) .accordion-item__dropdown {
  display: none;
}`;
