-- The site-wide content (routes/content.mjs): the header and footer, the languages, and the places queries' log.
CREATE TABLE IF NOT EXISTS site_header_footer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  header TEXT NOT NULL,
  footer TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS multilingual_languages (
  position INTEGER PRIMARY KEY,
  locale TEXT NOT NULL UNIQUE,
  is_default INTEGER NOT NULL,
  extra TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS places_queries (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  input TEXT NOT NULL,
  product_page TEXT,
  product_section TEXT,
  received_at BIGINT NOT NULL
);
