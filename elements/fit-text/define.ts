import { define, defineElementClass } from '../shared/define-element.js';
import { FitText } from './FitText.js';
import { fitTextStyles } from './fit-text.styles.js';
import { fitTextElement } from './fit-text.element.js';

export type { SqsFitTextElement } from './fit-text.element.js';

define(
  fitTextElement.tag,
  defineElementClass(FitText, { ...fitTextElement, styles: [fitTextStyles], reactEvents: false }),
);
