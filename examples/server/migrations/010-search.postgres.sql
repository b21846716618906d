-- Site search (routes/search.mjs): the index of the example pages, the published products and the blog's posts, as
-- a table whose `terms` (a `tsvector`, with a GIN index) PostgreSQL generates from the words the server folds (lower
-- case, no accents: `title_words` weighs A, `body_words` D); 010-search.sqlite.sql is its FTS5 counterpart.
CREATE TABLE IF NOT EXISTS search_index (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  title_words TEXT NOT NULL,
  body_words TEXT NOT NULL,
  terms tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', body_words), 'D')
  ) STORED
);
CREATE INDEX IF NOT EXISTS search_index_terms ON search_index USING GIN (terms);
