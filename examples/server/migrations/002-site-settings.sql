-- The owner's design and locale settings (lib/site-settings.mjs): one row, fonts as JSON text.
CREATE TABLE IF NOT EXISTS site_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  heading_font TEXT,
  body_font TEXT,
  time_zone TEXT,
  updated_at BIGINT NOT NULL
);
