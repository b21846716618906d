-- What every server of one store must agree on, kept in the store rather than in each server's memory: the secrets
-- that sign crumbs and page-load ids when the configuration names none (lib/secrets.mjs), the fixed-window counters of
-- the limits and sign-in lockouts (lib/rate-limit.mjs `createSharedLimiter`), and the addresses known to an account
-- (lib/sign-in-guard.mjs).
CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at BIGINT NOT NULL);
CREATE TABLE IF NOT EXISTS rate_windows (
  name TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  ends_at BIGINT NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE INDEX IF NOT EXISTS rate_windows_by_end ON rate_windows (ends_at);
CREATE TABLE IF NOT EXISTS sign_in_known (
  guard TEXT NOT NULL,
  account TEXT NOT NULL,
  client TEXT NOT NULL,
  signed_in_at BIGINT NOT NULL,
  PRIMARY KEY (guard, account, client)
);
CREATE INDEX IF NOT EXISTS sign_in_known_by_time ON sign_in_known (signed_in_at);
