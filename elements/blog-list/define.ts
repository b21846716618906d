import { define, defineElementClass } from '../shared/define-element.js';
import { BlogList } from './BlogList.js';
import { blogListStyles } from './blog-list.styles.js';
import { blogListElement, type SqsBlogListElement } from './blog-list.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './blog-list.en.js';
// Its contract hydrates a server render: this sets how.
import '../shared/hydration.js';

export type { BlogListLoadDetail, SqsBlogListElement, SqsBlogListEvents } from './blog-list.element.js';

/** Registers `<sqs-blog-list>`. */
class BlogListElement
  extends defineElementClass(BlogList, { ...blogListElement, styles: [blogListStyles] })
  implements SqsBlogListElement
{
  /** How the posts are requested (the page's `fetch` by default). */
  fetcher?: typeof fetch;
}

define(blogListElement.tag, BlogListElement);
