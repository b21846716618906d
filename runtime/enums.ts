/**
 * The platform's shared enumerations and limits (spec 000 §6 "Roles and permissions", §9 "Enumerations", "Products
 * and currency", "Query parsing", §4 "Publish status values", §3 "Item visibility"; spec 001 §9 "Limits",
 * "Enumerations"). Its own entry, `dist/runtime/enums.js`: literals and a few pure functions, nothing runs on import,
 * so a bundler keeps only what a page uses, and the runtime inlines the few members it reads.
 *
 * The objects are `as const` (read-only to TypeScript) rather than frozen, so a minifier can still drop the members
 * nobody reads. Where the spec gives a numbered range without its names — feature flags 1–68, content item types
 * 1–62, collection types 1–24, block types beyond 1–20 — the id is a plain number checked against `IdRange`, and no
 * name is made up. Item record types (album-track, event-item, gallery-image, portfolio-item, blog-post,
 * gallery-video) are named in the spec without their numbers, so `SiteContext.recordType` stays a number and they are
 * not listed here.
 */

/** Page types of the site context's `pageType` (spec 000 §9 "Page types"). */
export const PageType = {
  mainContent: 1,
  page: 2,
  splash: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  commerceCartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
} as const;
/** One of the page types. */
export type PageType = (typeof PageType)[keyof typeof PageType];

/** Permission roles of the site context's `websiteRoles` (spec 000 §6; spec 001 §6); 5 is not assigned. */
export const PermissionRole = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;
/** One of the permission roles. */
export type PermissionRole = (typeof PermissionRole)[keyof typeof PermissionRole];

/**
 * Permission codes (spec 000 §6): the three the spec numbers. The sub-permissions (content, settings, commerce,
 * newsletter, marketing, scheduling, CRM, admin-only) are not shown with numbers, so they are not listed.
 */
export const PermissionCode = { authenticatedNoPermission: 0, config: 1, admin: 2 } as const;
/** One of the permission codes. */
export type PermissionCode = (typeof PermissionCode)[keyof typeof PermissionCode];

/** Product types (spec 000 §9; spec 001 §9 "Enumerations"). */
export const ProductType = { physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 } as const;
/** One of the product types. */
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Website status (spec 000 §9 "Website status"); 9 and 10 are not assigned. */
export const WebsiteStatus = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  linked: 11,
  activeParkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
} as const;
/** One of the website statuses. */
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus];

/** Website type (spec 000 §9 "Website type"). */
export const WebsiteType = { classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 } as const;
/** One of the website types. */
export type WebsiteType = (typeof WebsiteType)[keyof typeof WebsiteType];

/** Hit event types of a census hit (spec 000 §9 "Hit event types"). */
export const HitEvent = { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 } as const;
/** One of the hit event types. */
export type HitEvent = (typeof HitEvent)[keyof typeof HitEvent];

/** Where a button lives (spec 000 §9 "Button contexts"). */
export const ButtonContext = { buttonBlock: 1, popupOverlay: 2 } as const;
/** One of the button contexts. */
export type ButtonContext = (typeof ButtonContext)[keyof typeof ButtonContext];

/** Slice types (spec 000 §9 "Other enumerations"). */
export const SliceType = { coverPage: 1, lockScreen: 2, popupOverlay: 3 } as const;
/** One of the slice types. */
export type SliceType = (typeof SliceType)[keyof typeof SliceType];

/** Publish status of an item (spec 000 §4; spec 001 §4); transitions between them are not shown. */
export const PublishStatus = { published: 1, scheduled: 2, needsReview: 3, draft: 4, private: 5, deleted: 6 } as const;
/** One of the publish statuses. */
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus];

/** Item visibility, as the API spells it (spec 000 §3 "Item visibility"). */
export const ItemVisibility = {
  draft: 'draft',
  published: 'published',
  needsReview: 'needs_review',
  scheduled: 'scheduled',
} as const;
/** One of the item visibilities. */
export type ItemVisibility = (typeof ItemVisibility)[keyof typeof ItemVisibility];

/** Measurement systems of the store's units (spec 000 §9 "Products and currency"). */
export const Units = { imperial: 1, metric: 2 } as const;
/** One of the measurement systems. */
export type Units = (typeof Units)[keyof typeof Units];

/** Weight unit labels by measurement system (spec 000 §9): lbs for imperial, kg otherwise. */
export const WeightUnit = { imperial: 'lbs', metric: 'kg' } as const;
/** One of the weight unit labels. */
export type WeightUnit = (typeof WeightUnit)[keyof typeof WeightUnit];

/** Dimension unit labels by measurement system (spec 000 §9): the inch mark for imperial, cm otherwise. */
export const DimensionUnit = { imperial: '"', metric: 'cm' } as const;
/** One of the dimension unit labels. */
export type DimensionUnit = (typeof DimensionUnit)[keyof typeof DimensionUnit];

/** Returns the weight label of `units`: 'lbs' for imperial, 'kg' for anything else (spec 000 §9). */
export function weightUnitFor(units: number | undefined): WeightUnit {
  return units === Units.imperial ? WeightUnit.imperial : WeightUnit.metric;
}

/** Returns the dimension label of `units`: the inch mark for imperial, 'cm' for anything else (spec 000 §9). */
export function dimensionUnitFor(units: number | undefined): DimensionUnit {
  return units === Units.imperial ? DimensionUnit.imperial : DimensionUnit.metric;
}

/** Named block types (spec 000 §9 "Block types"; spec 001 §9 "Enumerations"): 1–20 and temp lock inject 100. */
export const BlockType = {
  heading: 1,
  subHeading: 2,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  socialIcons: 7,
  buttons: 8,
  navigation: 9,
  customForm: 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
  popupOverlayAction: 20,
  tempLockInject: 100,
} as const;
/** One of the named block types. */
export type BlockType = (typeof BlockType)[keyof typeof BlockType];

/**
 * Block variants 1000–1019 (spec 001 §9 "Enumerations"), numbered in the order the spec lists them: gallery
 * slideshow, carousel, grid, stack; summary wall, carousel, list, grid; chart bar, line, pie; image inline, poster,
 * card, overlap, collage, stack; reservation and event embeds. The spec names 19 variants for 20 numbers, so 1019 has
 * no name (`IdRange.blockVariant` includes it; docs/deviations.md#names-the-spec-does-not-give).
 */
export const BlockVariant = {
  gallerySlideshow: 1000,
  galleryCarousel: 1001,
  galleryGrid: 1002,
  galleryStack: 1003,
  summaryWall: 1004,
  summaryCarousel: 1005,
  summaryList: 1006,
  summaryGrid: 1007,
  chartBar: 1008,
  chartLine: 1009,
  chartPie: 1010,
  imageInline: 1011,
  imagePoster: 1012,
  imageCard: 1013,
  imageOverlap: 1014,
  imageCollage: 1015,
  imageStack: 1016,
  reservationEmbed: 1017,
  eventEmbed: 1018,
} as const;
/** One of the named block variants. */
export type BlockVariant = (typeof BlockVariant)[keyof typeof BlockVariant];

/**
 * The nine-position grid (spec 001 §3): where content sits in its box, the row (top, center, bottom) then the column
 * (left, center, right), in the platform's own spelling (`top-left`, as a gallery block's `meta-position` carries it).
 * `<sqs-gallery>` places its captions by it.
 */
export const GridPosition = {
  topLeft: 'top-left',
  topCenter: 'top-center',
  topRight: 'top-right',
  centerLeft: 'center-left',
  centerCenter: 'center-center',
  centerRight: 'center-right',
  bottomLeft: 'bottom-left',
  bottomCenter: 'bottom-center',
  bottomRight: 'bottom-right',
} as const;
/** One of the nine positions. */
export type GridPosition = (typeof GridPosition)[keyof typeof GridPosition];

/** Collection views (spec 001 §9 "Enumerations"); the spec gives their names, not numbers. */
export const CollectionView = { list: 'list', grid: 'grid', product: 'product' } as const;
/** One of the collection views. */
export type CollectionView = (typeof CollectionView)[keyof typeof CollectionView];

/**
 * Id ranges the spec numbers without naming every id, as [first, last] (spec 000 §9; spec 001 §9): block types 1–70
 * (1–20 are named in `BlockType`; temp lock inject, 100, lies outside), block variants 1000–1019, collection types
 * 1–24, content item types 1–62 and feature flags 1–68 (commerce, gift cards, subscriptions, point of sale, code
 * injection, site user accounts, popup overlay, announcement bar, automatic tax, Afterpay, Clearpay, product reviews
 * and others; which number is which is not shown). Ids of these kinds stay plain numbers: no name is made up.
 */
export const IdRange = {
  blockType: [1, 70],
  blockVariant: [1000, 1019],
  collectionType: [1, 24],
  contentItemType: [1, 62],
  featureFlag: [1, 68],
} as const;
/** One of the id ranges. */
export type IdRange = (typeof IdRange)[keyof typeof IdRange];

/** Returns whether `n` is an integer within `range` (one of `IdRange`'s), both ends included. */
export function inIdRange(n: number, [first, last]: readonly [number, number]): boolean {
  return Number.isInteger(n) && n >= first && n <= last;
}

/** A block type id: within `IdRange.blockType`, or temp lock inject (100). */
export type BlockTypeId = number;
/** A block variant id: within `IdRange.blockVariant`. */
export type BlockVariantId = number;
/** A collection type id: within `IdRange.collectionType`. */
export type CollectionTypeId = number;
/** A content item type id: within `IdRange.contentItemType`. */
export type ContentItemTypeId = number;
/** A feature flag id: within `IdRange.featureFlag`. */
export type FeatureFlagId = number;

/** Tabs of a form's settings (spec 000 §9 "Form settings tabs"). */
export const FormSettingsTab = { build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 } as const;
/** One of the form settings tabs. */
export type FormSettingsTab = (typeof FormSettingsTab)[keyof typeof FormSettingsTab];

/** Where an upgrade prompt sends the owner (spec 000 §9 "Upsell paths"): the trial's plan, or a paid site's. */
export const UpsellPath = {
  trialUpgrade: '/settings/billing/upgrade',
  upgrade: '/settings/billing/subscriptions/website',
} as const;
/** One of the upsell paths. */
export type UpsellPath = (typeof UpsellPath)[keyof typeof UpsellPath];

/** Reserved navigation names (spec 000 §9 "Navigation names"): pages kept out of the menus, member-area pages. */
export const NavigationName = { hidden: '_hidden', memberAreas: '_memberareas' } as const;
/** One of the reserved navigation names. */
export type NavigationName = (typeof NavigationName)[keyof typeof NavigationName];

/** Reserved page names (spec 000 §9 "Navigation names": a page named readme). */
export const PageName = { readme: 'readme' } as const;
/** One of the reserved page names. */
export type PageName = (typeof PageName)[keyof typeof PageName];

/** Survey cohorts A to E (spec 000 §9; spec 001 §9). */
export const SurveyCohort = { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' } as const;
/** One of the survey cohorts. */
export type SurveyCohort = (typeof SurveyCohort)[keyof typeof SurveyCohort];

/** Platform versions 7, 7.1 and 8 (spec 000 §9), as the site context reports them. */
export const PlatformVersion = { v7: 7, v7_1: 7.1, v8: 8 } as const;
/** One of the platform versions. */
export type PlatformVersion = (typeof PlatformVersion)[keyof typeof PlatformVersion];

/**
 * Names of the flag cookies (spec 000 §9; spec 001 §9: "preview, override, expanded-frame and disable-user-scripts
 * flags"; the names themselves are not shown). They follow the site's own cookies (`ss_cookieAllowed`): the `ss_`
 * prefix, then the flag in camelCase (docs/deviations.md#names-the-spec-does-not-give). They are session switches of the owner's tools, not
 * tracking, so consent never clears them.
 */
export const CookieFlag = {
  preview: 'ss_preview',
  override: 'ss_override',
  expandedFrame: 'ss_expandedFrame',
  disableUserScripts: 'ss_disableUserScripts',
} as const;
/** One of the flag cookie names. */
export type CookieFlag = (typeof CookieFlag)[keyof typeof CookieFlag];

// The limits are a module of their own, so the chunk loader reads them without the enumerations (runtime/limits.ts).
export { Limits, type Limit } from './limits.js';

/** The visibility ratios an IntersectionObserver reports at (spec 000 §9 "Observer thresholds"). */
export const OBSERVER_THRESHOLDS: readonly number[] = Object.freeze([0, 0.1, 0.25, 0.5, 1]);
