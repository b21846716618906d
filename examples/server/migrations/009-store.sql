-- The store (lib/store-seed.mjs, lib/carts.mjs, routes/commerce.mjs, checkout.mjs, reviews.mjs): settings, the
-- catalogue, coupons, carts with their entries, holds and checkout tokens, donation pages and product reviews. The
-- caps are the spec's (000 §9): SKUs of 1–60 characters, prices up to 1e8 cents, quantities up to 999, details of at
-- most 500 characters.
CREATE TABLE IF NOT EXISTS store_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  website_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  minimum_subtotal_cents INTEGER NOT NULL,
  tax_rate_basis_points INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  free_shipping_from_cents INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  product_type INTEGER NOT NULL CHECK (product_type IN (1, 2, 3, 4)),
  workflow_state TEXT NOT NULL CHECK (workflow_state IN ('published', 'scheduled', 'draft')),
  billing_period_unit TEXT CHECK (billing_period_unit IN ('weekly', 'monthly', 'yearly')),
  billing_period_value INTEGER CHECK (billing_period_value BETWEEN 1 AND 52),
  num_billing_cycles INTEGER CHECK (num_billing_cycles >= 0),
  category TEXT NOT NULL DEFAULT '',
  asset_url TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY,
  product_id BIGINT NOT NULL REFERENCES products (id),
  sku TEXT NOT NULL UNIQUE CHECK (length(sku) BETWEEN 1 AND 60),
  price_cents BIGINT NOT NULL CHECK (price_cents BETWEEN 0 AND 100000000),
  sale_price_cents BIGINT NOT NULL CHECK (sale_price_cents BETWEEN 0 AND 100000000),
  on_sale INTEGER NOT NULL DEFAULT 0,
  qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0),
  unlimited INTEGER NOT NULL DEFAULT 0,
  option_values TEXT NOT NULL DEFAULT '[]'
);
-- Codes are found whatever their case (lib/carts.mjs compares lower(code)).
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount INTEGER NOT NULL CHECK (amount > 0)
);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  coupon_code TEXT REFERENCES coupons (code)
);
CREATE TABLE IF NOT EXISTS cart_entries (
  id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  variant_id BIGINT NOT NULL REFERENCES variants (id),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  details TEXT NOT NULL DEFAULT '{}',
  UNIQUE (cart_id, variant_id)
);
CREATE TABLE IF NOT EXISTS product_form_fields (
  product_id BIGINT NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 0,
  max_length INTEGER NOT NULL CHECK (max_length BETWEEN 1 AND 500),
  PRIMARY KEY (product_id, name)
);
CREATE TABLE IF NOT EXISTS checkout_tokens (
  token TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  expires_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS stock_holds (
  cart_id TEXT NOT NULL REFERENCES carts (id),
  variant_id BIGINT NOT NULL REFERENCES variants (id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (cart_id, variant_id)
);
CREATE INDEX IF NOT EXISTS stock_holds_expiry ON stock_holds (expires_at);
CREATE TABLE IF NOT EXISTS donate_pages (id TEXT PRIMARY KEY, title TEXT NOT NULL);
-- The address that made each cart (its quota), numbered in the order they were made. A store from before the
-- numbers gets the table afresh: its carts stay, no longer counted against an address.
DROP TABLE IF EXISTS cart_clients;
CREATE TABLE cart_clients (id INTEGER PRIMARY KEY, cart_id TEXT NOT NULL UNIQUE, client TEXT NOT NULL);
CREATE INDEX cart_clients_by_client ON cart_clients (client);
CREATE TABLE IF NOT EXISTS review_requests (
  token TEXT PRIMARY KEY,
  product_id BIGINT NOT NULL REFERENCES products (id),
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  product_id BIGINT NOT NULL REFERENCES products (id),
  token TEXT NOT NULL UNIQUE REFERENCES review_requests (token),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
