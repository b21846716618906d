import { define, defineElementClass } from '../shared/define-element.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ShareButtons } from './ShareButtons.js';
import { shareButtonsStyles } from './share-buttons.styles.js';
import { shareButtonsElement } from './share-buttons.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './share-buttons.en.js';

export type { SqsShareButtonsElement } from './share-buttons.element.js';

define(
  shareButtonsElement.tag,
  defineElementClass(ShareButtons, { ...shareButtonsElement, styles: [visuallyHiddenStyles, shareButtonsStyles] }),
);
