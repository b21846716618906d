-- Site owners (lib/owners.mjs): their accounts, their sessions, and the mark of a store in demo mode.
CREATE TABLE IF NOT EXISTS owners (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS owner_sessions (
  id TEXT PRIMARY KEY,
  owner_id BIGINT NOT NULL REFERENCES owners (id),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  ended_at BIGINT
);
CREATE TABLE IF NOT EXISTS demo_data (id INTEGER PRIMARY KEY CHECK (id = 1), since BIGINT NOT NULL);
