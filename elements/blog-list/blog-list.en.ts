/** The English messages of <sqs-blog-list> (ICU MessageFormat); its French is beside it (blog-list.fr.ts). */
const english = {
  'blog-list.by': 'By {author}',
  'blog-list.categories': 'Categories',
  'blog-list.tags': 'Tags',
  'blog-list.in-category': 'Posts in {name}',
  'blog-list.tagged': 'Posts tagged {name}',
  'blog-list.all': 'All posts',
  'blog-list.pagination': 'Pages of posts',
  'blog-list.page': 'Page {page}',
  'blog-list.newer': 'Newer posts',
  'blog-list.older': 'Older posts',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    blogList: typeof english;
  }
}
