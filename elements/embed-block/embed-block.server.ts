import { serverElement } from '../shared/ssr/server-element.js';
import { EmbedBlock } from './EmbedBlock.js';
import { embedBlockElement } from './embed-block.element.js';
import { embedBlockStyles } from './embed-block.styles.js';

/**
 * Names `<sqs-embed-block>` to the server render (`sqs-elements/ssr`), which leaves it to the browser: its embed is
 * sanitised with the browser's own parser (DOMPurify) before anything of it is shown, and a server has none.
 */
export const embedBlockServer = serverElement(
  EmbedBlock,
  embedBlockElement,
  [embedBlockStyles],
  () => "its embed is sanitised with the browser's parser there",
);
