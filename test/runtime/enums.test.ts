import { expect } from '@open-wc/testing';
import * as enums from '../../runtime/enums.js';
import {
  BlockType,
  BlockVariant,
  ButtonContext,
  CollectionView,
  CookieFlag,
  DimensionUnit,
  dimensionUnitFor,
  FormSettingsTab,
  HitEvent,
  IdRange,
  inIdRange,
  ItemVisibility,
  Limits,
  NavigationName,
  PageName,
  PageType,
  PermissionCode,
  PermissionRole,
  ProductType,
  PublishStatus,
  SliceType,
  PlatformVersion,
  SurveyCohort,
  Units,
  UpsellPath,
  WebsiteStatus,
  WebsiteType,
  WeightUnit,
  weightUnitFor,
} from '../../runtime/enums.js';
import * as runtimeApi from '../../runtime/api.js';

/** Every enumeration object the module exports (the limits and functions aside). */
const enumerations = Object.entries(enums).filter(
  ([name, value]) => typeof value === 'object' && name !== 'Limits' && name !== 'IdRange',
) as Array<[string, Record<string, number | string>]>;

describe('the enumerations', () => {
  it('number every page type as the spec does', () => {
    expect(PageType).to.deep.equal({
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
    });
  });

  it('number the permission roles and the three permission codes the spec gives', () => {
    expect(PermissionRole).to.deep.equal({
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
    });
    expect(PermissionCode).to.deep.equal({ authenticatedNoPermission: 0, config: 1, admin: 2 });
  });

  it('number product types, website status and website type', () => {
    expect(ProductType).to.deep.equal({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect(WebsiteStatus).to.deep.equal({
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
    });
    expect(WebsiteType).to.deep.equal({ classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 });
  });

  it('number hit events, button contexts, slice types, publish status and form settings tabs', () => {
    expect(HitEvent).to.deep.equal({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
    expect(ButtonContext).to.deep.equal({ buttonBlock: 1, popupOverlay: 2 });
    expect(SliceType).to.deep.equal({ coverPage: 1, lockScreen: 2, popupOverlay: 3 });
    expect(PublishStatus).to.deep.equal({
      published: 1,
      scheduled: 2,
      needsReview: 3,
      draft: 4,
      private: 5,
      deleted: 6,
    });
    expect(FormSettingsTab).to.deep.equal({ build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 });
  });

  it('name block types 1 to 20 and temp lock inject 100', () => {
    expect(Object.values(BlockType)).to.deep.equal([...Array.from({ length: 20 }, (_, i) => i + 1), 100]);
    expect(BlockType).to.include({ heading: 1, gallery: 5, newsletter: 11, twitter: 19, popupOverlayAction: 20 });
    expect(BlockType.tempLockInject).to.equal(100);
  });

  it('number block variants from 1000 in the order the spec lists them', () => {
    expect(BlockVariant).to.deep.equal({
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
    });
  });

  it('give the ranges the spec numbers without names, and check an id against one', () => {
    expect(IdRange).to.deep.equal({
      blockType: [1, 70],
      blockVariant: [1000, 1019],
      collectionType: [1, 24],
      contentItemType: [1, 62],
      featureFlag: [1, 68],
    });
    const probes = [0, 1, 1.5, 24, 25, 68, 69, 999, 1000, 1019, 1020, Number.NaN];
    expect(probes.filter((n) => inIdRange(n, IdRange.featureFlag))).to.deep.equal([1, 24, 25, 68]);
    expect(probes.filter((n) => inIdRange(n, IdRange.collectionType))).to.deep.equal([1, 24]);
    expect(probes.filter((n) => inIdRange(n, IdRange.blockVariant))).to.deep.equal([1000, 1019]);
    // Every named block type but temp lock inject lies in the numbered range, every named variant in its own.
    const named = (values: number[], range: readonly [number, number]) => values.filter((n) => inIdRange(n, range));
    expect(named(Object.values(BlockType), IdRange.blockType)).to.have.length(20);
    expect(named(Object.values(BlockVariant), IdRange.blockVariant)).to.have.length(19);
  });

  it('give the units and their labels: lbs and the inch mark for imperial, kg and cm otherwise', () => {
    expect(Units).to.deep.equal({ imperial: 1, metric: 2 });
    expect(WeightUnit).to.deep.equal({ imperial: 'lbs', metric: 'kg' });
    expect(DimensionUnit).to.deep.equal({ imperial: '"', metric: 'cm' });
    expect([Units.imperial, Units.metric, undefined].map(weightUnitFor)).to.deep.equal(['lbs', 'kg', 'kg']);
    expect([Units.imperial, Units.metric, undefined].map(dimensionUnitFor)).to.deep.equal(['"', 'cm', 'cm']);
  });

  it('spell the named strings: visibility, collection views, paths, reserved names, cohorts, flag cookies', () => {
    expect(Object.values(ItemVisibility)).to.deep.equal(['draft', 'published', 'needs_review', 'scheduled']);
    expect(Object.values(CollectionView)).to.deep.equal(['list', 'grid', 'product']);
    expect(UpsellPath).to.deep.equal({
      trialUpgrade: '/settings/billing/upgrade',
      upgrade: '/settings/billing/subscriptions/website',
    });
    expect(NavigationName).to.deep.equal({ hidden: '_hidden', memberAreas: '_memberareas' });
    expect(PageName).to.deep.equal({ readme: 'readme' });
    expect(Object.values(SurveyCohort)).to.deep.equal(['A', 'B', 'C', 'D', 'E']);
    expect(Object.values(PlatformVersion)).to.deep.equal([7, 7.1, 8]);
    expect(Object.keys(CookieFlag)).to.deep.equal(['preview', 'override', 'expandedFrame', 'disableUserScripts']);
    for (const name of Object.values(CookieFlag)) expect(name).to.match(/^ss_[A-Za-z]+$/);
  });

  it('give every limit the spec sets', () => {
    expect(Limits).to.deep.equal({
      blocksPerLayout: 60,
      albumTracks: 60,
      userOrderableItems: 250,
      productsPerCollection: 200,
      nestedCategories: 10000,
      smugGalleries: 20,
      smugGallerySize: 50,
      tagLength: 50,
      categoryLength: 25,
      priceCents: 1e8,
      skuLength: 60,
      bytesPerMb: 1_000_000,
      fileSizeBase: 1024,
      queryKeys: 1000,
      chunkLoadTimeoutMs: 120_000,
    });
  });

  it('give each member of an enumeration its own value', () => {
    expect(enumerations.length).to.be.above(20);
    for (const [name, members] of enumerations) {
      const values = Object.values(members);
      expect(new Set(values).size, `${name} repeats a value`).to.equal(values.length);
    }
  });

  it('are the same objects the runtime exports as HitEvent and ButtonContext', () => {
    expect(runtimeApi.HitEvent).to.equal(HitEvent);
    expect(runtimeApi.ButtonContext).to.equal(ButtonContext);
  });

  it('are exported by the built dist/runtime/enums.js, on its own', async () => {
    const before = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const built = (await import(/* @vite-ignore */ `${'/dist/runtime/enums.js'}`)) as typeof enums;
    expect(built.PageType).to.deep.equal(PageType);
    expect(built.PermissionRole).to.deep.equal(PermissionRole);
    expect(built.BlockVariant).to.deep.equal(BlockVariant);
    expect(built.Limits).to.deep.equal(Limits);
    expect(built.inIdRange(68, built.IdRange.featureFlag)).to.equal(true);
    expect(Object.keys(built).sort()).to.deep.equal(Object.keys(enums).sort());
    // It imports nothing: no runtime chunk comes with it.
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => !before.has(name) && name.includes('/dist/'));
    expect(loaded.map((name) => new URL(name).pathname)).to.deep.equal(['/dist/runtime/enums.js']);
  });
});
