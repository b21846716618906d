import { css } from '../shared/css.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { PricingToggle } from './PricingToggle.js';
import { pricingToggleElement } from './pricing-toggle.element.js';
import { pricingToggleStyles } from './pricing-toggle.styles.js';

/**
 * Without a script the stand-in button row is gone and both sides show under their labels; with one, the page shows
 * what the script's first render will (the row, the selected side alone, no labels) until the script takes over, so
 * nothing moves then.
 */
const sidesStyles = css`
  [part~='group'] > [part~='button'] {
    box-sizing: border-box;
    text-align: center;
  }
  @media (scripting: none) {
    [part~='group'] {
      display: none;
    }
  }
  @media (scripting: enabled) {
    .side,
    [data-selected='false'] {
      display: none;
    }
  }
`;

/**
 * Renders `<sqs-pricing-toggle>` on a server (`sqs-elements/ssr`): both sides show, each under its button's text, as
 * the buttons that switch between them need the script, which draws them in their place.
 */
export const pricingToggleServer = serverElement(
  PricingToggle,
  pricingToggleElement,
  [pricingToggleStyles, sidesStyles],
  undefined,
  'both sides, each under its label',
);
