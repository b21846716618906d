-- The owner's datasets (routes/datasets.mjs), each a JSON document under its id.
CREATE TABLE IF NOT EXISTS owner_datasets (id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at BIGINT NOT NULL);
