import type { CensusEnv } from '../../runtime/census.js';
import { define, defineElementClass } from '../shared/define-element.js';
import { Button } from './Button.js';
import { buttonStyles } from './button.styles.js';
import { buttonElement, type SqsButtonElement } from './button.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './button.en.js';

export type { SqsButtonElement, SqsButtonEvents } from './button.element.js';

/** Registers `<sqs-button>`. */
class ButtonElement
  extends defineElementClass(Button, { ...buttonElement, styles: [buttonStyles], focusPart: 'button' })
  implements SqsButtonElement
{
  /** How census calls are sent (the runtime's outbox by default). */
  censusEnv?: CensusEnv;
}

define(buttonElement.tag, ButtonElement);
