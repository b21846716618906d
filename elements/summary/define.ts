import { define, defineElementClass } from '../shared/define-element.js';
import { Summary } from './Summary.js';
import { summaryStyles } from './summary.styles.js';
import { summaryElement, type SqsSummaryElement } from './summary.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './summary.en.js';

export type { SqsSummaryElement, SqsSummaryEvents, SummaryDesign } from './summary.element.js';

/** Registers `<sqs-summary>`. */
class SummaryElement
  extends defineElementClass(Summary, { ...summaryElement, styles: [summaryStyles] })
  implements SqsSummaryElement
{
  /** How the rendering is requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(summaryElement.tag, SummaryElement);
