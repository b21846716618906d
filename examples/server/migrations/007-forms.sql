-- Forms (routes/forms.mjs, form-builder.mjs), their uploads (routes/uploads.mjs) and the owner's files
-- (routes/owner-files.mjs). The files themselves are in the uploads folder; these rows describe them.
CREATE TABLE IF NOT EXISTS form_keys (
  key TEXT PRIMARY KEY,
  issued_at BIGINT NOT NULL,
  used_at BIGINT,
  client TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY,
  form_id TEXT NOT NULL,
  collection_id TEXT,
  object_name TEXT,
  visitor TEXT NOT NULL,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS form_submissions_form ON form_submissions (form_id, visitor, received_at);
-- `rowid` is the upload's number (the order the quota drops by); `id` the random name of its file.
CREATE TABLE IF NOT EXISTS uploads (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size BIGINT NOT NULL,
  received_at BIGINT NOT NULL,
  client TEXT NOT NULL DEFAULT '',
  used_by BIGINT
);
CREATE TABLE IF NOT EXISTS form_definitions (id TEXT PRIMARY KEY, definition TEXT NOT NULL, updated_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS mailing_lists (id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS owner_files (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  owner_id BIGINT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size BIGINT NOT NULL,
  uploaded_at BIGINT NOT NULL
);
-- An owner's file names are unique whatever their case (ASCII letters, as SQLite's NOCASE).
CREATE UNIQUE INDEX IF NOT EXISTS owner_files_name ON owner_files (owner_id, lower(name));
