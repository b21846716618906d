-- The blog and events collections (routes/widget.mjs, blog.mjs, events-collection.mjs, post-tags.mjs): the
-- collections, their posts and events, and what the lists and calendars need beside them.
CREATE TABLE IF NOT EXISTS widget_collections (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('blog', 'events')),
  url_base TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS blog_posts (
  id INTEGER PRIMARY KEY,
  collection_id TEXT NOT NULL REFERENCES widget_collections (id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  published_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  collection_id TEXT NOT NULL REFERENCES widget_collections (id),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  starts_at BIGINT NOT NULL
);
-- A post without a row is published, by no one named.
CREATE TABLE IF NOT EXISTS blog_post_details (
  post_id BIGINT PRIMARY KEY REFERENCES blog_posts (id),
  visibility TEXT NOT NULL DEFAULT 'published' CHECK (visibility IN ('draft', 'published', 'needs_review', 'scheduled')),
  author TEXT NOT NULL DEFAULT ''
);
-- Names of at most 25 (categories) and 50 (tags) characters (spec 000 §5).
CREATE TABLE IF NOT EXISTS blog_post_categories (
  post_id BIGINT NOT NULL REFERENCES blog_posts (id),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 25),
  position INTEGER NOT NULL,
  PRIMARY KEY (post_id, name)
);
CREATE TABLE IF NOT EXISTS blog_post_tags (
  post_id BIGINT NOT NULL REFERENCES blog_posts (id),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  position INTEGER NOT NULL,
  PRIMARY KEY (post_id, name)
);
-- A blog without a row uses %y/%m/%d/%t.
CREATE TABLE IF NOT EXISTS blog_url_formats (
  collection_id TEXT PRIMARY KEY REFERENCES widget_collections (id),
  format TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS event_details (
  event_id BIGINT PRIMARY KEY,
  ends_at BIGINT NOT NULL,
  all_day INTEGER NOT NULL DEFAULT 0,
  location TEXT NOT NULL DEFAULT '',
  visibility TEXT NOT NULL DEFAULT 'published' CHECK (visibility IN ('draft', 'published', 'needs_review', 'scheduled'))
);
