import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The defaults of the settings the button row's height is made of. */
const D = {
  border: '1px',
  lineHeight: 1.25,
  padding: '4px',
  buttonPaddingBlock: token('space-2'),
  gap: token('space-5'),
};

/**
 * The button row as the pre-upgrade rule (pricing-toggle.pre-upgrade.ts) reserves it before the element is defined:
 * its height (the buttons' text never wraps) and the gap below it, read through the same `--sqs-*` settings a page may
 * set.
 */
export const PRICING_TOGGLE_ROW = {
  height: `calc(2 * (${D.border} + var(--sqs-pricing-toggle-padding, ${D.padding}) + var(--sqs-pricing-toggle-button-padding-block, ${D.buttonPaddingBlock})) + ${D.lineHeight}em)`,
  gap: `var(--sqs-pricing-toggle-gap, ${D.gap})`,
};

export const pricingToggleStyles = css`
  :host {
    --sqs-pricing-toggle-gap: ${D.gap};
    --sqs-pricing-toggle-padding: ${D.padding};
    --sqs-pricing-toggle-border-color: ${token('color-border')};
    --sqs-pricing-toggle-background: ${token('color-surface')};
    --sqs-pricing-toggle-radius: 999px;
    --sqs-pricing-toggle-button-padding-block: ${D.buttonPaddingBlock};
    --sqs-pricing-toggle-button-padding-inline: ${token('space-5')};
    --sqs-pricing-toggle-color: ${token('color-text')};
    --sqs-pricing-toggle-pressed-color: ${token('color-accent-contrast')};
    --sqs-pricing-toggle-pressed-background: ${token('color-accent')};
    display: block;
  }
  /* The pill's height is fixed by its parts (no wrapping), so the pre-upgrade rule can reserve it exactly. */
  [part~='group'] {
    display: flex;
    inline-size: fit-content;
    max-inline-size: 100%;
    margin-inline: auto;
    margin-block-end: var(--sqs-pricing-toggle-gap);
    padding: var(--sqs-pricing-toggle-padding);
    border: ${D.border} solid var(--sqs-pricing-toggle-border-color);
    border-radius: var(--sqs-pricing-toggle-radius);
    background: var(--sqs-pricing-toggle-background);
  }
  [part~='button'] {
    flex: 1 1 0;
    padding-block: var(--sqs-pricing-toggle-button-padding-block);
    padding-inline: var(--sqs-pricing-toggle-button-padding-inline);
    border: 0;
    border-radius: var(--sqs-pricing-toggle-radius);
    background: transparent;
    color: var(--sqs-pricing-toggle-color);
    font: inherit;
    font-weight: ${token('font-weight-medium')};
    line-height: ${D.lineHeight};
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color ${token('duration-fast')} ease-out,
      color ${token('duration-fast')} ease-out;
  }
  [part~='pressed-button'] {
    background: var(--sqs-pricing-toggle-pressed-background);
    color: var(--sqs-pricing-toggle-pressed-color);
  }
  [data-motion='reduce'] [part~='button'] {
    transition: none;
  }
  /* Without a script (a server's render) both sides show, each under its label. */
  .side {
    margin-block: var(--sqs-pricing-toggle-gap);
    font-weight: ${token('font-weight-medium')};
    text-align: center;
  }
  /* Forced colours drop backgrounds: mark the pressed button with the system highlight instead. */
  @media (forced-colors: active) {
    [part~='pressed-button'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;
