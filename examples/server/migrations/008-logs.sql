-- The logs filled by visitors' pages (routes/census.mjs, events.mjs, performance.mjs), each capped at its newest rows,
-- and the receipts that accept each outbox item once (lib/outbox.mjs). Times a page sends (`timestamp`, `ts`) are
-- its own numbers, fractions included.
CREATE TABLE IF NOT EXISTS census_hits (
  id INTEGER PRIMARY KEY,
  event INTEGER NOT NULL,
  data TEXT NOT NULL,
  url TEXT,
  ss_cvr TEXT NOT NULL,
  outbox_id TEXT,
  received_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS census_hits_url ON census_hits (url);
CREATE TABLE IF NOT EXISTS census_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  payload TEXT NOT NULL,
  outbox_id TEXT,
  received_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS census_events_subject ON census_events (kind, subject);
CREATE TABLE IF NOT EXISTS js_errors (
  id INTEGER PRIMARY KEY,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  timestamp DOUBLE PRECISION NOT NULL,
  crumb_from TEXT NOT NULL,
  outbox_id TEXT,
  received_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS record_events (
  id INTEGER PRIMARY KEY,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  outbox_id TEXT,
  received_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS traces (
  id INTEGER PRIMARY KEY,
  page_url TEXT NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  received_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY,
  analytics_id TEXT NOT NULL,
  common_data TEXT NOT NULL,
  custom_data TEXT NOT NULL,
  custom_schema_name TEXT NOT NULL,
  received_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS track_hits (id INTEGER PRIMARY KEY, fields TEXT NOT NULL, received_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS performance_page_loads (page_load_id TEXT PRIMARY KEY, created_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS performance_records (
  id INTEGER PRIMARY KEY,
  page_load_id TEXT NOT NULL REFERENCES performance_page_loads (page_load_id),
  app TEXT NOT NULL,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  ts DOUBLE PRECISION NOT NULL,
  received_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox_receipts (
  path TEXT NOT NULL,
  outbox_id TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  deliveries INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (path, outbox_id)
);
CREATE INDEX IF NOT EXISTS outbox_receipts_by_time ON outbox_receipts (received_at);
