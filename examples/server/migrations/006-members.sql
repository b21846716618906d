-- Site users (members) and their sessions (routes/site-users.mjs), and the unlocked protected pages
-- (routes/pages.mjs).
CREATE TABLE IF NOT EXISTS site_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS site_user_sessions (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES site_users (id),
  xsrf_token TEXT NOT NULL,
  remember_me INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  ended_at BIGINT,
  clone_cart INTEGER
);
CREATE INDEX IF NOT EXISTS site_user_sessions_by_user_id ON site_user_sessions (user_id);
-- Unlock tokens last a day: a store from before numbered rows gets the table afresh (its visitors enter the page's
-- password once more), with ids the row cap drops the oldest by.
DROP TABLE IF EXISTS page_unlocks;
CREATE TABLE page_unlocks (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  path TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
