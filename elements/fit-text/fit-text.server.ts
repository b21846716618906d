import { serverElement } from '../shared/ssr/server-element.js';
import { FitText } from './FitText.js';
import { fitTextElement } from './fit-text.element.js';
import { fitTextStyles } from './fit-text.styles.js';

/**
 * Renders `<sqs-fit-text>` on a server (`sqs-elements/ssr`): its line of text, slotted, in the inherited size (sizing
 * it to the width it is given needs the script, which does it before its first paint).
 */
export const fitTextServer = serverElement(FitText, fitTextElement, [fitTextStyles]);
