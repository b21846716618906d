import { define, defineElementClass } from '../shared/define-element.js';
import { EmbedBlock } from './EmbedBlock.js';
import { embedBlockElement } from './embed-block.element.js';
import { embedBlockStyles } from './embed-block.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './embed-block.en.js';

export type { SqsEmbedBlockElement } from './embed-block.element.js';

define(embedBlockElement.tag, defineElementClass(EmbedBlock, { ...embedBlockElement, styles: [embedBlockStyles] }));
