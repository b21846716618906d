/**
 * The platform's limits (spec 000 §9, spec 001 §9): a module with no imports, so the chunk loader, which the
 * autoloader carries in its one file, reads its time-out here without taking the enumerations in. runtime/enums.ts
 * publishes them with the rest.
 */

/** Platform limits (spec 000 §9 "Products and currency", "Query parsing", "Error reporting and timers"; spec 001 §9). */
export const Limits = {
  /** Blocks in one layout. */
  blocksPerLayout: 60,
  /** Tracks in one album. */
  albumTracks: 60,
  /** Items in a collection whose order the owner sets. */
  userOrderableItems: 250,
  /** Products in one collection. */
  productsPerCollection: 200,
  /** Nested categories. */
  nestedCategories: 10_000,
  /** Galleries of a SmugMug gallery block. */
  smugGalleries: 20,
  /** Size of a SmugMug gallery block. */
  smugGallerySize: 50,
  /** Characters of a tag. */
  tagLength: 50,
  /** Characters of a category. */
  categoryLength: 25,
  /** Highest price, in cents (1e8). */
  priceCents: 100_000_000,
  /** Characters of a SKU. */
  skuLength: 60,
  /** Bytes in a megabyte, as upload limits count them. */
  bytesPerMb: 1_000_000,
  /** Base of a displayed file size (Bytes, KB … YB). */
  fileSizeBase: 1024,
  /** Keys a query string is parsed into, at most. */
  queryKeys: 1000,
  /** Time-out of loading one code chunk, in ms. */
  chunkLoadTimeoutMs: 120_000,
} as const;
/** One of the limit names. */
export type Limit = keyof typeof Limits;
