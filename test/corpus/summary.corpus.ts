/**
 * Real summary blocks (`summary-v2-block`, block type 55): their block data and the items the page rendered inside
 * them, with titles, excerpts, names and links made neutral and the images pointed at the example images.
 */
import { expect } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** Returns the element written from a `.sqs-block`: its `data-block-json` as `block-json`, the content as children. */
function asElement(block: string): string {
  const page = new DOMParser().parseFromString(block, 'text/html');
  const source = page.querySelector('.sqs-block')!;
  const element = page.createElement('sqs-summary');
  element.setAttribute('block-json', source.getAttribute('data-block-json') ?? '');
  element.append(...source.querySelector('.sqs-block-content')!.childNodes);
  return element.outerHTML;
}

/** Returns the block's `data-block-json` attribute text for `data`, escaped as the platform writes it. */
const blockJson = (data: Record<string, unknown>): string =>
  JSON.stringify(data).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/{/g, '&#123;').replace(/}/g, '&#125;');

/** Returns a `.sqs-block` of the summary block with `data` and `wrapper` (the rendered content), as pages carry it. */
const summaryBlock = (id: string, data: Record<string, unknown>, wrapper: string): string =>
  `<div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-json="${blockJson(data)}" data-block-type="55" id="${id}"><div class="sqs-block-content">${wrapper}</div></div>`;

/** Returns the rendered wrapper: its setting classes, the header (text, carousel pager) and the items. */
const wrapper = (classes: string, header: string, items: string): string => `
<div class=" summary-block-wrapper ${classes} " >
  <div class="summary-item-list-container sqs-gallery-container">
    <header class="summary-block-header">
      <!-- Collection Title -->
      <div class="summary-heading" data-animation-role="content">
        ${header}
      </div>
      <!-- Carousel Nav -->
      <div class="summary-carousel-pager sqs-gallery-controls" data-animation-role="content">
        <span class="summary-carousel-pager-prev previous" tabindex="0" role="button" aria-label="Previous"></span>
        <span class="summary-carousel-pager-next next" tabindex="0" role="button" aria-label="Next"></span>
      </div>
    </header>
    <div class="summary-item-list sqs-gallery">${items}</div>
    <!-- End .summary-item-list -->
  </div>
  <!-- End .summary-item-list-container -->
</div>`;

/** The empty metadata places of an item whose block shows no metadata. */
const emptyMetadata = (place: string): string => `
<div class="summary-metadata-container summary-metadata-container--${place}">
  <div class="summary-metadata summary-metadata--primary"></div>
  <div class="summary-metadata summary-metadata--secondary"></div>
</div>`;

/** A thumbnail as the platform renders it: a lazy image (`data-src`, no `src`) in a link. */
const thumbnail = (href: string, title: string, photo: number, extra = ''): string => `
<div class="summary-thumbnail-outer-container">
  <a href="${href}" class=" summary-thumbnail-container sqs-gallery-image-container " data-title="${title}" data-description="" >
    <div class="summary-thumbnail img-wrapper" data-animation-role="image">
      <!-- Main Image -->
      <img data-src="/examples/images/photo-0${photo}.jpg" data-image="/examples/images/photo-0${photo}.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5" alt="${title}"  data-load="false" class="summary-thumbnail-image"/>
      ${extra}
    </div>
  </a>
  <!-- Products: Quick View -->
</div>`;

// toSagor/hydeventures: a site saved from the platform, its items rendered by a server-side loop.
const HYDE = 'toSagor/hydeventures';
const HYDE_DATA = {
  headerText: 'Featured',
  listImageSize: 30,
  listImageAlignment: 'left',
  textAlignment: 'left',
  showTitle: true,
  showReadMoreLink: false,
  showPrice: true,
  productQuickViewEnabled: false,
  showPastOrUpcomingEvents: 'upcoming',
  autoCrop: true,
  lightbox: false,
  mixedContent: true,
};
const HEADER_TEXT = '<span class="summary-header-text">Featured</span>';

/** An item of the site's wall and carousel blocks: thumbnail, title, optional excerpt and metadata. */
const hydeItem = (design: string, n: number, excerpt: boolean, cats = ''): string => {
  const metadata = (place: string): string =>
    cats
      ? `<div class="summary-metadata-container summary-metadata-container--${place}"><div class="summary-metadata summary-metadata--primary"><!-- Categories --><span class="summary-metadata-item summary-metadata-item--cats"><a href="/content">${cats}</a></span></div><div class="summary-metadata summary-metadata--secondary"></div></div>`
      : emptyMetadata(place);
  return `
<div class=" summary-item summary-item-record-type-text sqs-gallery-design-${design}-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-author " >
  <!-- Thumbnail -->${thumbnail(`/item-${n}`, `Item ${n}`, n)}
  <div class="summary-content sqs-gallery-meta-container" data-animation-role="content">
    <!-- Metadata (Above Title) -->${metadata('above-title')}
    <!-- Title -->
    <div class="summary-title">
      <a href="/item-${n}" class="summary-title-link">Item ${n}</a>
    </div>
    <!-- Metadata (Below Title) -->${metadata('below-title')}
    ${excerpt ? `<!-- Excerpt --><div class="summary-excerpt"><p class="" style="white-space:pre-wrap;">Some words about item ${n}.</p></div>` : ''}
    <!-- Metadata (Below Content) -->${metadata('below-content')}
  </div>
  <!-- End .summary-content -->
</div>
<!-- End .summary-item -->`;
};

/** An item of the site's text-only grid blocks: a tag and a title. */
const hydeGridItem = (n: number): string => `
<div class=" summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-cats summary-item-has-tags summary-item-has-author " >
  <div class="summary-content sqs-gallery-meta-container" data-animation-role="content">
    <!-- Metadata (Above Title) -->
    <div class="summary-metadata-container summary-metadata-container--above-title">
      <div class="summary-metadata summary-metadata--primary">
        <!-- Tags -->
        <span class="summary-metadata-item summary-metadata-item--tags"><a href="/article-${n}">Article</a></span>
      </div>
      <div class="summary-metadata summary-metadata--secondary"></div>
    </div>
    <!-- Title -->
    <div class="summary-title">
      <a href="/article-${n}" class="summary-title-link">Article ${n}</a>
    </div>
  </div>
</div>
<!-- End .summary-item -->`;

/** An item of the site's list block: a logo, and the excerpt carrying its own heading and link. */
const hydeListItem = (n: number): string => `
<div class=" summary-item summary-item-record-type-text sqs-gallery-design-list-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-author " >
  <!-- Thumbnail -->${thumbnail(`https://example.com/${n}`, `Organisation ${n}`, n)}
  <div class="summary-content sqs-gallery-meta-container" data-animation-role="content">
    <!-- Excerpt -->
    <div class="summary-excerpt">
      <h3>Organisation ${n}</h3>
      <p class="" style="white-space:pre-wrap;">Some words about organisation ${n}.</p>
      <p class="" style="white-space:pre-wrap;"><a href="https://example.com/${n}" target="_blank">Learn More  →</a></p>
      <p class="" data-rte-preserve-empty="true" style="white-space:pre-wrap;"></p>
    </div>
  </div>
  <!-- End .summary-content -->
</div>`;

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the harness checks beside each block's own: nothing requested, and every item shown as the element's. */
const shadow = (el: HTMLElement): ShadowRoot => el.shadowRoot!;
const base = (el: HTMLElement): HTMLElement => shadow(el).querySelector<HTMLElement>('[part~="base"]')!;
const shown = (el: HTMLElement): HTMLElement[] =>
  [...shadow(el).querySelectorAll<HTMLElement>('.summary-item')].filter((item) => item.getClientRects().length > 0);
const visible = (el: Element | null): boolean => !!el && el.getClientRects().length > 0;

/** Checks that the block shows `count` items of `design` at once, asks nothing and keeps their links and images. */
function expectRendered(el: HTMLElement, design: string, count: number): void {
  expect(el.dataset.state).to.equal('success');
  expect(base(el).dataset.design).to.equal(design);
  expect(shown(el)).to.have.length(count);
  expect(
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('GetWidgetRendering')),
    'requests for the rendering',
  ).to.deep.equal([]);
  for (const link of shadow(el).querySelectorAll<HTMLAnchorElement>('.summary-title a'))
    expect(link.getAttribute('href')).to.match(/^\/|^https:/);
  for (const img of shadow(el).querySelectorAll('img'))
    expect(img.getAttribute('src')).to.match(/^\/examples\/images\/photo-0\d\.jpg$/);
}

/** Returns the left edges of the shown items, rounded, without repeats. */
const columns = (el: HTMLElement): number => new Set(shown(el).map((item) => Math.round(item.offsetLeft))).size;

const homeWall = summaryBlock(
  'block-yui_3_17_2_1_1598994909916_7004',
  {
    hSize: null,
    floatDir: null,
    collectionId: '5f4fa263ee09f02ebf068f11',
    design: 'autocolumns',
    ...HYDE_DATA,
    textSize: 'large',
    pageSize: 13,
    imageAspectRatio: '1.5',
    columnWidth: 423,
    gutter: 26,
    slidesPerRow: 3,
    showThumbnail: true,
    showExcerpt: true,
    metadataPosition: 'below-content',
    primaryMetadata: 'none',
    secondaryMetadata: 'none',
    filter: { categoryIds: null },
    blockId: '6170499568fc00e9cb0e',
  },
  wrapper(
    'summary-block-collection-type-blog-single-column summary-block-setting-text-size-large summary-block-setting-text-align-left summary-block-setting-design-autocolumns summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-none summary-block-setting-secondary-metadata-none summary-block-setting-show-thumbnail summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-show-excerpt sqs-gallery-design-autocolumns',
    HEADER_TEXT,
    range(1, 4)
      .map((n) => hydeItem('autocolumns', n, true))
      .join(''),
  ),
);

/** The site's two carousels: the same settings, a second with a featured filter and categories above the title. */
const homeCarousel = (id: string, collectionId: string, cats: string, more: Record<string, unknown>): string =>
  summaryBlock(
    id,
    {
      collectionId,
      design: 'carousel',
      ...HYDE_DATA,
      textSize: 'large',
      pageSize: 6,
      imageAspectRatio: '1.5',
      columnWidth: 270,
      gutter: 60,
      slidesPerRow: 3,
      showThumbnail: true,
      showExcerpt: false,
      secondaryMetadata: 'none',
      ...more,
    },
    wrapper(
      `summary-block-collection-type-blog-single-column summary-block-setting-text-size-large summary-block-setting-text-align-left summary-block-setting-design-carousel summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-${String(more.metadataPosition)} summary-block-setting-primary-metadata-${String(more.primaryMetadata)} summary-block-setting-secondary-metadata-none summary-block-setting-show-thumbnail summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-hide-excerpt sqs-gallery-design-carousel`,
      HEADER_TEXT,
      range(1, 5)
        .map((n) => hydeItem('carousel', n, false, cats))
        .join(''),
    ),
  );

/** The site's content page: three text-only grids, one category each. */
const contentGrid = (id: string, category: string, showExcerpt: boolean): string =>
  summaryBlock(
    id,
    {
      ...(category === 'Leadership' ? { hSize: null, floatDir: null } : {}),
      collectionId: '5f343a52779f0079da860716',
      design: 'autogrid',
      ...HYDE_DATA,
      textSize: 'medium',
      pageSize: 30,
      imageAspectRatio: '1.5',
      columnWidth: 402,
      gutter: 60,
      slidesPerRow: 3,
      showThumbnail: false,
      showExcerpt,
      metadataPosition: 'above-title',
      primaryMetadata: 'tags',
      secondaryMetadata: 'none',
      filter: { categoryIds: null, category },
      blockId: '927d36090407e8b15785',
    },
    wrapper(
      `summary-block-collection-type-blog-single-column summary-block-setting-text-size-medium summary-block-setting-text-align-left summary-block-setting-design-autogrid summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-above-title summary-block-setting-primary-metadata-tags summary-block-setting-secondary-metadata-none summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-${showExcerpt ? 'show' : 'hide'}-excerpt sqs-gallery-design-autogrid`,
      HEADER_TEXT,
      range(1, 6).map(hydeGridItem).join(''),
    ),
  );

const organisations = summaryBlock(
  'block-yui_3_17_2_1_1599745759257_5425',
  {
    hSize: null,
    floatDir: null,
    collectionId: '5f5a2f77080da310abbcc30e',
    design: 'list',
    ...HYDE_DATA,
    showTitle: false,
    textSize: 'large',
    pageSize: 30,
    imageAspectRatio: '1.5',
    columnWidth: 425,
    gutter: 60,
    slidesPerRow: 3,
    showThumbnail: true,
    showExcerpt: true,
    metadataPosition: 'below-content',
    primaryMetadata: 'none',
    secondaryMetadata: 'none',
    filter: { categoryIds: null },
    blockId: '5c5b70a00aa013d45ecd',
  },
  wrapper(
    'summary-block-collection-type-blog-single-column summary-block-setting-text-size-large summary-block-setting-text-align-left summary-block-setting-design-list summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-none summary-block-setting-secondary-metadata-none summary-block-setting-show-thumbnail summary-block-setting-show-price summary-block-setting-show-excerpt sqs-gallery-design-list',
    HEADER_TEXT,
    range(1, 3).map(hydeListItem).join(''),
  ),
);

// SkySoft-Norway/herimoss: a saved events page of a venue; an events summary in a grid, four to a row.
const eventItem = (n: number, month: string, day: number): string => `
<div class="
  summary-item
  summary-item-record-type-event
  sqs-gallery-design-autogrid-slide
    summary-item-has-thumbnail
   summary-item-has-excerpt
  summary-item-has-author
  "
  >
  ${thumbnail(
    `/programmet/event-${n}`,
    `Event ${n}`,
    n,
    `<!-- Events: Date Box -->
      <div class="summary-thumbnail-event-date">
        <div class="summary-thumbnail-event-date-inner">
          <span class="summary-thumbnail-event-date-month">${month}</span>
          <span class="summary-thumbnail-event-date-day">${day}</span>
        </div>
      </div>`,
  )}
  <div class="summary-content sqs-gallery-meta-container" data-animation-role="content">
    ${emptyMetadata('above-title')}
    <div class="summary-title">
      <a href="/programmet/event-${n}" class="summary-title-link">Event ${n}</a></div>
    ${emptyMetadata('below-title')}
    <div class="
      summary-excerpt
      summary-excerpt-only
    "><p style="white-space:pre-wrap;" data-rte-preserve-empty="true">Some words about event ${n}.</p><p style="white-space:pre-wrap;" data-rte-preserve-empty="true"><a href="https://example.com/tickets/${n}"><strong><u>TICKETS</u></strong></a></p></div>
    ${emptyMetadata('below-content')}
  </div>
</div>`;

const events = summaryBlock(
  'block-yui_3_17_2_1_1679574509644_11261',
  {
    collectionType: 1,
    collectionId: '641c4753abb762452184e6b9',
    design: 'autogrid',
    headerText: '',
    textSize: 'large',
    pageSize: 30,
    imageAspectRatio: '1.7778',
    columnWidth: 430,
    gutter: 60,
    listImageSize: 30,
    listImageAlignment: 'left',
    slidesPerRow: 4,
    textAlignment: 'left',
    showTitle: true,
    showThumbnail: true,
    showExcerpt: true,
    showReadMoreLink: false,
    showPrice: true,
    productQuickViewEnabled: false,
    showPastOrUpcomingEvents: 'upcoming',
    metadataPosition: 'below-content',
    primaryMetadata: 'none',
    secondaryMetadata: 'none',
    filter: { tag: null, category: null },
    autoCrop: true,
    lightbox: false,
    mixedContent: true,
    blockId: '03b75cd0edd403580167',
  },
  wrapper(
    'summary-block-collection-type-events-stacked summary-block-setting-text-size-large summary-block-setting-text-align-left summary-block-setting-design-autogrid summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-none summary-block-setting-secondary-metadata-none summary-block-setting-show-thumbnail summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-show-excerpt sqs-gallery-design-autogrid',
    '<span class="summary-collection-title">Programme</span>',
    [
      eventItem(1, 'Sep', 4),
      eventItem(2, 'Sep', 12),
      eventItem(3, 'Oct', 3),
      eventItem(4, 'Oct', 17),
      eventItem(5, 'Nov', 1),
    ].join(''),
  ),
);

// blamcam/thecommonreader.squarespace.com: a live page's list block saved as a template override. The override
// keeps the page's rendered markup but templates `data-block-json`; the data here is what its wrapper's setting
// classes name (list, small centred text, the date below the title, no excerpt).
const datedItem = (n: number, date: string, label: string): string => {
  const metadata = (which: string): string => `
    <div class="summary-metadata summary-metadata--${which}">
      <!-- Timestamp -->
      <time class="summary-metadata-item summary-metadata-item--date" datetime="2017-04-${n + 10}">${date}</time>
      <!-- Categories -->
      <span class="summary-metadata-item summary-metadata-item--cats"><a href="/?category=essay">essay</a></span>
      <!-- Author -->
      <span class="summary-metadata-item summary-metadata-item--author"><a href="/?author=1#show-archive">An Author</a></span>
    </div>`;
  const place = (where: string): string =>
    `<div class="summary-metadata-container summary-metadata-container--${where}">${metadata('primary')}${metadata('secondary')}</div>`;
  return `
<div class="summary-item summary-item-record-type-text sqs-gallery-design-list-slide summary-item-has-excerpt summary-item-has-cats summary-item-has-author no-image${n === 1 ? ' sqs-active-slide' : ''}" data-type="image">
  <div class="summary-content sqs-gallery-meta-container">
    <!-- Metadata (Above Title) -->${place('above-title')}
    <!-- Title -->
    <div class="summary-title">
      <a href="/essays/${label}" class="summary-title-link">Essay ${n}</a></div>
    <!-- Metadata (Below Title) -->${place('below-title')}
    <!-- Metadata (Below Content) -->${place('below-content')}
  </div>
  <!-- End .summary-content -->
</div>
<!-- End .summary-item -->`;
};

const essays = summaryBlock(
  'block-yui_3_17_2_1_1492755827888_140',
  {
    design: 'list',
    headerText: 'Featured',
    textSize: 'small',
    textAlignment: 'center',
    listImageAlignment: 'left',
    metadataPosition: 'below-title',
    primaryMetadata: 'date',
    secondaryMetadata: 'none',
    showTitle: true,
    showThumbnail: false,
    showPrice: true,
    showExcerpt: false,
  },
  wrapper(
    'summary-block-collection-type-blog summary-block-setting-text-size-small summary-block-setting-text-align-center summary-block-setting-design-list summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-below-title summary-block-setting-primary-metadata-date summary-block-setting-secondary-metadata-none summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-hide-excerpt sqs-gallery-design-list',
    HEADER_TEXT,
    [datedItem(1, 'Apr 16, 2017', 'first'), datedItem(2, 'Apr 9, 2017', 'second')].join(''),
  ),
);

// GhanendraPratapSingh/arthive-laravel: a studio's page saved after its scripts ran, as a view. An events wall with
// the date and the event time as metadata; the item and image sizes the platform's script wrote inline are trimmed.
const eventTime = (from: string, to: string, from24: string, to24: string): string =>
  `<time class="summary-metadata-item summary-metadata-item--event-time"><span class="event-time-12hr">${from} –
    ${to}</span><span class="event-time-24hr">${from24} –
    ${to24}</span><span class="event-time-localized">${from}
    – ${to}</span></time>`;
const wallEvent = (n: number, id: number, day: number, time: string): string => {
  const place = (where: string): string => `
    <div class="summary-metadata-container summary-metadata-container--${where}">
      <div class="summary-metadata summary-metadata--primary">
        <!-- Events: Date -->
        <time class="summary-metadata-item summary-metadata-item--date">Mar
          ${day}, 2024</time>
      </div>
      <div class="summary-metadata summary-metadata--secondary">
        <!-- Events: Time -->
        ${time}
      </div>
    </div>`;
  return `
<div class="summary-item
          summary-item-record-type-event
          sqs-gallery-design-autocolumns-slide
            summary-item-has-thumbnail
           summary-item-has-excerpt
          summary-item-has-author${n === 1 ? ' sqs-active-slide' : ''}" id="yui_3_17_2_1_1710765673473_${id}" data-type="image">
  ${thumbnail(
    `/upcoming-events/event-${n}`,
    `Event ${n}`,
    n + 4,
    `<!-- Events: Date Box -->
      <div class="summary-thumbnail-event-date">
        <div class="summary-thumbnail-event-date-inner">
          <span class="summary-thumbnail-event-date-month">Mar</span>
          <span class="summary-thumbnail-event-date-day">${day}</span>
        </div>
      </div>`,
  )}
  <div class="summary-content sqs-gallery-meta-container" data-animation-role="content">
    ${place('above-title')}
    <div class="summary-title">
      <a href="/upcoming-events/event-${n}" class="summary-title-link">Event
        ${n}</a>
    </div>
    ${place('below-title')}
    <div class="
                  summary-excerpt
                  summary-excerpt-only
                ">
      <p class="" style="white-space:pre-wrap;">Some words about event ${n}. </p>
    </div>
    ${place('below-content')}
  </div>
</div>`;
};

const studioEvents = summaryBlock(
  'block-yui_3_17_2_1_1707146273012_52544',
  {
    collectionType: 1,
    collectionId: '65c062061d0627622af7e5b6',
    design: 'autocolumns',
    headerText: 'Featured',
    textSize: 'medium',
    pageSize: 4,
    imageAspectRatio: 1.5,
    columnWidth: 200,
    gutter: 60,
    listImageSize: 30,
    listImageAlignment: 'left',
    slidesPerRow: 3,
    textAlignment: 'left',
    showTitle: true,
    showThumbnail: true,
    showExcerpt: true,
    showReadMoreLink: false,
    showPrice: true,
    productQuickViewEnabled: false,
    showPastOrUpcomingEvents: 'upcoming',
    metadataPosition: 'below-content',
    primaryMetadata: 'date',
    secondaryMetadata: 'event-time',
    filter: { tag: null, category: null },
    autoCrop: true,
    lightbox: false,
    mixedContent: true,
    blockId: '76ec4e31438c6a805889',
  },
  wrapper(
    'summary-block-collection-type-events-stacked summary-block-setting-text-size-medium summary-block-setting-text-align-left summary-block-setting-design-autocolumns summary-block-setting-design-list-thumbnail-left summary-block-setting-metadata-position-below-content summary-block-setting-primary-metadata-date summary-block-setting-secondary-metadata-event-time summary-block-setting-show-thumbnail summary-block-setting-show-title summary-block-setting-show-price summary-block-setting-show-excerpt sqs-gallery-design-autocolumns',
    HEADER_TEXT,
    [
      wallEvent(1, 203, 21, eventTime('6:30 PM', '9:30 PM', '18:30', '21:30')),
      wallEvent(2, 205, 23, eventTime('11:00 AM', '1:30 PM', '11:00', '13:30')),
      wallEvent(3, 207, 28, eventTime('6:30 PM', '9:00 PM', '18:30', '21:00')),
      wallEvent(4, 209, 30, eventTime('11:00 AM', '1:30 PM', '11:00', '13:30')),
    ].join(''),
  ),
);

/** Returns the corpus entry of `block`, written as the element by the mechanical transformation. */
const entry = (name: string, source: string, block: string, check: CorpusBlock['check']): CorpusBlock => ({
  name,
  source,
  block,
  element: asElement(block),
  check,
});

/** The real summary blocks. */
export const summaryCorpus: readonly CorpusBlock[] = [
  entry('wall (autocolumns) of companies with excerpts', `${HYDE} index.php`, homeWall, async (el) => {
    expectRendered(el, 'wall', 4);
    const list = shadow(el).querySelector('.summary-items')!;
    expect(getComputedStyle(list).columnWidth).to.equal('423px');
    expect(getComputedStyle(list).columnGap).to.equal('26px');
    expect(shadow(el).querySelectorAll('.summary-excerpt')).to.have.length(4);
    expect(visible(shadow(el).querySelector('.summary-metadata-container'))).to.equal(false);
    expect(shadow(el).querySelector('[part~="header"]')).to.equal(null);
  }),
  entry(
    'carousel of organisations, three in view, with its header',
    `${HYDE} index.php`,
    homeCarousel('block-ca5c4838de479dda33e4', '5f33195edfbefb5c1214234d', '', {
      metadataPosition: 'below-content',
      primaryMetadata: 'none',
      filter: { categoryIds: null },
      blockId: 'ce284e9005e528187ab0',
    }),
    async (el) => {
      expectRendered(el, 'carousel', 5);
      expect(shadow(el).querySelector('[part~="heading"]')!.textContent).to.equal('Featured');
      const track = shadow(el).querySelector<HTMLElement>('.summary-items')!;
      const [first, second, fourth] = [0, 1, 3].map((i) => shown(el)[i]!.getBoundingClientRect());
      expect(second!.top).to.be.closeTo(first!.top, 1);
      expect(first!.width * 3 + 60 * 2).to.be.closeTo(track.clientWidth, 2);
      expect(fourth!.left).to.be.at.least(track.getBoundingClientRect().right - 1);
      const image = shadow(el).querySelector('.summary-thumbnail')!.getBoundingClientRect();
      expect(image.width / image.height).to.be.closeTo(1.5, 0.02);
    },
  ),
  entry(
    'carousel of featured articles, categories above the title',
    `${HYDE} index.php`,
    homeCarousel('block-69343b7338ae9bbb2a6b', '5f343a52779f0079da860716', 'Leadership', {
      metadataPosition: 'above-title',
      primaryMetadata: 'cats',
      filter: { categoryIds: null, featured: true },
      blockId: 'afc5ac72a7d578ce57be',
    }),
    async (el) => {
      expectRendered(el, 'carousel', 5);
      const item = shown(el)[0]!;
      const places = [...item.querySelectorAll('.summary-metadata-container')].filter(visible);
      expect(places.map((place) => place.className)).to.deep.equal([
        'summary-metadata-container summary-metadata-container--above-title',
      ]);
      expect(visible(places[0]!.querySelector('.summary-metadata-item--cats'))).to.equal(true);
    },
  ),
  entry(
    'grid of leadership articles, three to a row',
    `${HYDE} content.php`,
    contentGrid('block-yui_3_17_2_1_1599756558629_4996', 'Leadership', true),
    async (el) => {
      expectRendered(el, 'grid', 6);
      expect(columns(el)).to.equal(3);
      expect(visible(shown(el)[0]!.querySelector('.summary-metadata-item--tags'))).to.equal(true);
    },
  ),
  entry(
    'grid of productivity articles',
    `${HYDE} content.php`,
    contentGrid('block-e4ec7953837264e29476', 'Productivity', true),
    async (el) => {
      expectRendered(el, 'grid', 6);
      expect(columns(el)).to.equal(3);
    },
  ),
  entry(
    'grid of culture articles without excerpts',
    `${HYDE} content.php`,
    contentGrid('block-cf3cce36050cee1e46a5', 'Culture', false),
    async (el) => {
      expectRendered(el, 'grid', 6);
      expect(base(el).dataset.hide!.split(' ')).to.include.members(['thumbnail', 'excerpt']);
    },
  ),
  entry(
    'list of organisations without titles, logo on the left',
    `${HYDE} social-impact.php`,
    organisations,
    async (el) => {
      expectRendered(el, 'list', 3);
      expect(base(el).dataset.hide!.split(' ')).to.include('title');
      const item = shown(el)[0]!;
      const logo = item.querySelector('.summary-thumbnail-outer-container')!.getBoundingClientRect();
      const text = item.querySelector('.summary-excerpt p')!.getBoundingClientRect();
      expect(logo.right).to.be.at.most(text.left + 1);
      expect(logo.width / item.getBoundingClientRect().width).to.be.closeTo(0.3, 0.02);
      expect(item.querySelector('.summary-excerpt h3')!.textContent).to.equal('Organisation 1');
      expect(item.querySelector('.summary-excerpt a')!.getAttribute('rel')).to.equal('noopener noreferrer');
    },
  ),
  entry(
    'events summary in a grid, four to a row, with date boxes',
    'SkySoft-Norway/herimoss debug_pages/verketscene.html',
    events,
    async (el) => {
      expectRendered(el, 'grid', 5);
      const item = shown(el)[0]!;
      expect(item.querySelector('.summary-thumbnail-event-date')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
        'Sep 4',
      );
      expect(base(el).dataset.textSize).to.equal('large');
      const image = item.querySelector('.summary-thumbnail')!.getBoundingClientRect();
      expect(image.width / image.height).to.be.closeTo(1.7778, 0.02);
    },
  ),
  entry(
    'events wall (autocolumns), the date and event time below the content',
    'GhanendraPratapSingh/arthive-laravel resources/views/d-private-art-party.blade.php',
    studioEvents,
    async (el) => {
      expectRendered(el, 'wall', 4);
      expect(getComputedStyle(shadow(el).querySelector('.summary-items')!).columnWidth).to.equal('200px');
      expect(columns(el)).to.be.above(1);
      const metadata = [...shown(el)[0]!.querySelectorAll('.summary-metadata-item')].filter(visible);
      expect(metadata.map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).to.deep.equal([
        'Mar 21, 2024',
        '6:30 PM – 9:30 PM',
      ]);
      expect(metadata[0]!.closest('.summary-metadata-container')!.className).to.contain('--below-content');
    },
  ),
  entry(
    'list of essays, small centred text, the date below the title',
    'blamcam/thecommonreader.squarespace.com blocks/summary-v2.block.html',
    essays,
    async (el) => {
      expectRendered(el, 'list', 2);
      const item = shown(el)[0]!;
      expect(getComputedStyle(item).textAlign).to.equal('center');
      const dates = [...item.querySelectorAll('.summary-metadata-item')].filter(visible);
      expect(dates.map((date) => date.textContent)).to.deep.equal(['Apr 16, 2017']);
      expect(dates[0]!.closest('.summary-metadata-container')!.className).to.contain('--below-title');
    },
  ),
];
