import { serverElement } from '../shared/ssr/server-element.js';
import { BlogList } from './BlogList.js';
import { blogListElement } from './blog-list.element.js';
import { blogListStyles } from './blog-list.styles.js';

/**
 * Renders `<sqs-blog-list>` on a server (`sqs-elements/ssr`) from its page of posts given as the render's data; one
 * whose posts are not given is left to the browser.
 */
export const blogListServer = serverElement(BlogList, blogListElement, [blogListStyles]);
