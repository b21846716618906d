/** The French messages of <sqs-blog-list>: one for each id of its English (blog-list.en.ts). */
import type english from './blog-list.en.js';

export default {
  'blog-list.by': 'Par {author}',
  'blog-list.categories': 'Catégories',
  'blog-list.tags': 'Mots-clés',
  'blog-list.in-category': 'Articles de la catégorie {name}',
  'blog-list.tagged': 'Articles avec le mot-clé {name}',
  'blog-list.all': 'Tous les articles',
  'blog-list.pagination': 'Pages d’articles',
  'blog-list.page': 'Page {page}',
  'blog-list.newer': 'Articles plus récents',
  'blog-list.older': 'Articles plus anciens',
} as const satisfies Record<keyof typeof english, string>;
