-- Site search (routes/search.mjs): the index of the example pages, the published products and the blog's posts, as
-- an FTS5 table (SQLite's full-text index, a virtual table PostgreSQL has no form of; 010-search.postgres.sql is its
-- counterpart). FTS5 folds case and accents itself. A store whose server made the same table at its first search
-- keeps it.
CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
  title, body, kind UNINDEXED, url UNINDEXED, tokenize = 'unicode61 remove_diacritics 2'
);
