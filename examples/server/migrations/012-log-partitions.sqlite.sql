-- SQLite has no partitions (the PostgreSQL step partitions these tables by day): the retention sweep
-- (lib/retention.mjs) deletes their rows older than the retention by the time they were received, through these
-- indexes; and performance records by page load, for the page loads it deletes once none refers to them.

CREATE INDEX IF NOT EXISTS census_hits_by_time ON census_hits (received_at);
CREATE INDEX IF NOT EXISTS census_events_by_time ON census_events (received_at);
CREATE INDEX IF NOT EXISTS js_errors_by_time ON js_errors (received_at);
CREATE INDEX IF NOT EXISTS record_events_by_time ON record_events (received_at);
CREATE INDEX IF NOT EXISTS traces_by_time ON traces (received_at);
CREATE INDEX IF NOT EXISTS analytics_events_by_time ON analytics_events (received_at);
CREATE INDEX IF NOT EXISTS track_hits_by_time ON track_hits (received_at);
CREATE INDEX IF NOT EXISTS performance_records_by_time ON performance_records (received_at);
CREATE INDEX IF NOT EXISTS performance_records_page_load ON performance_records (page_load_id);
