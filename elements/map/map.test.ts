import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.js';
import type { SqsMapElement } from './define.js';
import { decodeRenderKey } from './google-maps.js';
import {
  externalMapUrl,
  DEFAULT_LOCATION,
  DEFAULT_OPTIONS,
  mergeLocation,
  mergeOptions,
  parseMapStyle,
} from './map-options.js';
import { configure, resetConfiguration } from '../../runtime/context.js';
import { captureWarnings, shadow } from '../../test/support/helpers.js';
import { manualTimers } from '../../test/runtime/fakes.js';

const TILES = '/examples/tiles/{z}/{x}/{y}.png';
const q = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  shadow(el).querySelector<T>(selector);
const link = (el: Element) => new URL(q<HTMLAnchorElement>(el, '[part~="link"]')!.href);
const tiles = (el: Element) =>
  [...shadow(el).querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => new URL(img.src).pathname);

/** A Leaflet map over the examples' tiles, drawn. */
async function leafletMap(attributes = ''): Promise<SqsMapElement> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const tiles = attributes.includes('tile-url=') ? '' : `tile-url="${TILES}"`;
  holder.innerHTML = `<sqs-map ${tiles} tile-attribution="Drawn example tiles" ${attributes}></sqs-map>`;
  const el = holder.firstElementChild as SqsMapElement;
  if (el.dataset.state !== 'ready') await oneEvent(el, 'sqs-map-ready');
  // The zoom buttons come with the drawn map.
  if (!attributes.includes('show-controls="false"'))
    await waitUntil(() => q(el, '[part~="controls"]'), 'no zoom buttons');
  return el;
}

describe('<sqs-map> with Leaflet (no key)', () => {
  afterEach(() => resetConfiguration());

  it('passes an axe check once drawn', async () => {
    const el = await leafletMap('address-title="Studio" address-line1="1 Main St" address-line2="New York, NY"');
    await expect(el).to.be.accessible();
  });

  it('uses the spec defaults: New York, zoom 12, grayscale, the pin at the centre, the link on the pin', async () => {
    const el = await leafletMap();
    expect(el.dataset).to.include({ state: 'ready', provider: 'leaflet' });
    expect(q(el, '[part~="base"]')!.dataset.style).to.equal('grayscale');
    expect(getComputedStyle(q(el, '.leaflet-tile-pane')!).filter).to.equal('grayscale(1)');
    expect(Object.fromEntries(link(el).searchParams)).to.deep.equal({
      q: '40.7207559,-74.0007613',
      ll: '40.7207559,-74.0007613',
      z: '12',
    });
    await waitUntil(() => tiles(el).length > 0, 'no tiles requested');
    expect(tiles(el).every((path) => /^\/examples\/tiles\/12\/\d+\/\d+\.png$/.test(path))).to.be.true;
    // The pin's tip is at the middle of the map.
    const map = q(el, '[part~="map"]')!.getBoundingClientRect();
    const pin = q(el, '.sqs-map-pin')!.getBoundingClientRect();
    expect(Math.abs(pin.left + pin.width / 2 - (map.left + map.width / 2))).to.be.below(1.5);
    expect(Math.abs(pin.bottom - (map.top + map.height / 2))).to.be.below(1.5);
    expect(q(el, '[part~="controls"]')).to.exist;
    expect(q(el, '[part~="attribution"]')!.textContent).to.equal('Drawn example tiles');
  });

  it('accepts style ids 1–6 and style names in any spelling, and warns once about anything else', () => {
    const table: Array<[string, string | undefined]> = [
      ['1', 'original'],
      ['2', 'grayscale'],
      ['3', 'satellite'],
      ['4', 'minimal-light'],
      ['5', 'minimal-dark'],
      ['6', 'minimal-blue'],
      ['Original', 'original'],
      ['MinimalDark', 'minimal-dark'],
      ['minimal light', 'minimal-light'],
      ['MINIMAL_BLUE', 'minimal-blue'],
      ['Satellite', 'satellite'],
      ['7', undefined],
      ['sepia', undefined],
    ];
    for (const [input, style] of table) expect(parseMapStyle(input), input).to.equal(style);
  });

  it('draws each style on the tiles, and falls back to grayscale with one warning for an unknown style', async () => {
    const el = await leafletMap('map-style="5"');
    expect(q(el, '[part~="base"]')!.dataset.style).to.equal('minimal-dark');
    expect(getComputedStyle(q(el, '.leaflet-tile-pane')!).filter).to.contain('invert(1)');
    const warnings = await captureWarnings(async () => {
      el.setAttribute('map-style', 'sepia');
      await el.updateComplete;
      el.setAttribute('address-title', 'Again');
      await el.updateComplete;
    });
    expect(warnings.filter((w) => w.includes('<sqs-map>') && w.includes('map-style="sepia"'))).to.have.length(1);
    expect(q(el, '[part~="base"]')!.dataset.style).to.equal('grayscale');
  });

  it('puts the pin at the marker when given, at the centre when the marker is empty', async () => {
    const el = await leafletMap('map-lat="51.5" map-lng="-0.12" marker-lat="" marker-lng=""');
    expect(link(el).searchParams.get('ll')).to.equal('51.5,-0.12');
    el.setAttribute('marker-lat', '51.51');
    el.setAttribute('marker-lng', '-0.1');
    await el.updateComplete;
    expect(link(el).searchParams.get('ll')).to.equal('51.51,-0.1');
  });

  it('builds the external maps link from the address, the pin and the zoom', () => {
    const cases: Array<[Partial<typeof DEFAULT_LOCATION>, number | undefined, Record<string, string>]> = [
      [{}, undefined, { q: '40.7207559,-74.0007613', ll: '40.7207559,-74.0007613', z: '12' }],
      [
        { addressTitle: 'Studio', addressLine1: '1 Main St', addressLine2: 'New York, NY', addressCountry: 'USA' },
        15,
        { q: 'Studio, 1 Main St, New York, NY, USA', ll: '40.7207559,-74.0007613', z: '15' },
      ],
      [
        { mapLat: 48.85, mapLng: 2.35, markerLat: 48.86, markerLng: 2.34, addressLine1: ' 5 Rue X ' },
        9.6,
        { q: '5 Rue X', ll: '48.86,2.34', z: '10' },
      ],
      [
        { mapLat: -33.9, mapLng: 151.2, markerLat: -33.8, markerLng: null },
        undefined,
        { q: '-33.9,151.2', ll: '-33.9,151.2', z: '12' },
      ],
    ];
    for (const [location, zoom, expected] of cases) {
      const url = new URL(externalMapUrl({ ...DEFAULT_LOCATION, ...location }, zoom));
      expect(`${url.origin}${url.pathname}`).to.equal('https://www.google.com/maps');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal(expected);
    }
  });

  it('opens the maps page in a new window when the pin is clicked, and not with link-on-click="false"', async () => {
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      const el = await leafletMap('address-title="Studio"');
      q(el, '.sqs-map-pin')!.click();
      expect(opened).to.have.length(1);
      expect(opened[0]![0]).to.equal(link(el).href);
      expect(opened[0]![1]).to.equal('_blank');
      const off = await leafletMap('link-on-click="false"');
      q(off, '.sqs-map-pin')!.click();
      expect(opened).to.have.length(1);
      // The card's link stays, for visitors who cannot use the map.
      expect(q(off, '[part~="link"]')!.getAttribute('target')).to.equal('_blank');
    } finally {
      window.open = original;
    }
  });

  it('applies changes once, 60 ms after the last of them', async () => {
    const el = await leafletMap();
    const timers = manualTimers();
    el.timers = timers;
    let updates = 0;
    el.addEventListener('sqs-map-update', () => updates++);
    for (const zoom of ['13', '14', '15']) {
      el.setAttribute('map-zoom', zoom);
      await el.updateComplete;
      timers.advance(30);
    }
    timers.advance(29);
    expect(updates).to.equal(0);
    const update = oneEvent(el, 'sqs-map-update');
    timers.advance(1);
    expect((await update).detail.location.mapZoom).to.equal(15);
    expect(updates).to.equal(1);
    await waitUntil(() => link(el).searchParams.get('z') === '15');
    await waitUntil(() => tiles(el).some((path) => path.startsWith('/examples/tiles/15/')), 'no tiles at the new zoom');
  });

  it('takes location and options as objects with the spec key names, and warns about wrong values', async () => {
    const el = await leafletMap();
    const warnings = await captureWarnings(async () => {
      el.location = { mapLat: 35.68, mapLng: 139.76, mapZoom: 10, addressTitle: 'Tokyo office', markerLat: 'north' };
      el.options = { style: 'MinimalBlue', linkOnClick: false, showControls: 'yes' };
      await el.updateComplete;
    });
    expect(link(el).searchParams.get('ll')).to.equal('35.68,139.76');
    expect(link(el).searchParams.get('q')).to.equal('Tokyo office');
    expect(q(el, '[part~="base"]')!.dataset.style).to.equal('minimal-blue');
    expect(q(el, '[part~="title"]')!.textContent).to.equal('Tokyo office');
    expect(warnings.some((w) => w.includes('location.markerLat'))).to.be.true;
    expect(warnings.some((w) => w.includes('options.showControls'))).to.be.true;
  });

  it('is a labelled region operable from the keyboard, with visible focus', async () => {
    const el = await leafletMap('address-title="Studio"');
    const region = q(el, '[part~="map"]')!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('Map of Studio');
    expect(region.tabIndex).to.equal(0);
    region.focus();
    expect(getComputedStyle(region).outlineStyle).to.not.equal('none');
    const pane = q(el, '.leaflet-map-pane')!;
    const before = pane.style.transform;
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => pane.style.transform !== before, 'the arrow key did not pan');
    await sendKeys({ press: '+' });
    await waitUntil(() => link(el).searchParams.get('z') === '13', 'the + key did not zoom in');
    q<HTMLButtonElement>(el, '[part~="zoom-out"]')!.click();
    await waitUntil(() => link(el).searchParams.get('z') === '12', 'the zoom-out button did not zoom out');
  });

  it('requests tiles from the configured template', async () => {
    const el = await leafletMap(`map-zoom="14" tile-url="/examples/tiles/{z}/{x}/{y}.png?variant=test"`);
    await waitUntil(() => tiles(el).length > 0);
    const sources = [...shadow(el).querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map(
      (img) => new URL(img.src),
    );
    expect(
      sources.every(
        (url) => /^\/examples\/tiles\/14\/\d+\/\d+\.png$/.test(url.pathname) && url.search === '?variant=test',
      ),
    ).to.be.true;
  });

  it('loads nothing until it comes near the viewport', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div><div style="height: 3000px"></div></div>`);
    const el = document.createElement('sqs-map');
    el.setAttribute('tile-url', TILES);
    holder.append(el);
    await el.updateComplete;
    expect(el.dataset.state).to.equal('idle');
    expect(tiles(el)).to.deep.equal([]);
    // Still the card and its link, for visitors who scroll there without the map.
    expect(q(el, '[part~="link"]')).to.exist;
    const ready = oneEvent(el, 'sqs-map-ready');
    el.scrollIntoView();
    await ready;
    expect(el.dataset.state).to.equal('ready');
  });
});

describe('<sqs-map> with a Google Maps key', () => {
  const records = () =>
    (
      window as unknown as {
        __fakeMaps?: {
          loads: number;
          scripts: string[];
          maps: Array<{ container: Node; options: Record<string, unknown> }>;
          markers: Array<{ options: { map: unknown; position: { lat: number; lng: number } } }>;
        };
      }
    ).__fakeMaps;
  // The stand-in maps scripts are served from this page's origin, which the page allows in code.
  beforeEach(() => configure({ scriptOrigins: [location.origin] }));
  afterEach(() => resetConfiguration());

  // First: the loader keeps a successful load for the page, and a failed one lets the next map try again.
  it('gives up after 30 s and shows the address card alone', async () => {
    const timers = manualTimers();
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-map');
    el.timers = timers;
    el.setAttribute('api-key', 'key-1');
    el.setAttribute('google-maps-url', '/test/fixtures/silent-maps.js');
    el.setAttribute('address-title', 'Studio');
    holder.append(el);
    await waitUntil(
      () => (window as unknown as { __silentMapsLoads?: number }).__silentMapsLoads === 1,
      'the maps script never loaded',
      { timeout: 5000 },
    );
    expect(el.dataset.state).to.equal('loading');
    timers.advance(29_999);
    await el.updateComplete;
    expect(el.dataset.state).to.equal('loading');
    const failed = oneEvent(el, 'sqs-map-error');
    await captureWarnings(async () => {
      timers.advance(1);
      await failed;
    });
    expect(el.dataset.state).to.equal('failed');
    await waitUntil(() => q(el, '[part~="message"]'), 'no message');
    expect(q(el, '[part~="message"]')!.textContent).to.equal('The map could not be loaded.');
    expect(getComputedStyle(q(el, '[part~="map"]')!).display).to.equal('none');
    expect(q(el, '[part~="title"]')!.textContent).to.equal('Studio');
    await expect(el).to.be.accessible();
  });

  it("loads the API once for three maps, with the key, language, region and the page's nonce, and draws each", async () => {
    document.documentElement.lang = 'en';
    // A page under a nonce-based policy: its own scripts carry the nonce, and so must the maps API's.
    const pageScript = document.createElement('script');
    pageScript.type = 'application/json';
    pageScript.setAttribute('nonce', 'page-nonce');
    document.head.append(pageScript);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const maps = ['1', '2', '3'].map((n) => {
      const el = document.createElement('sqs-map');
      el.setAttribute('api-key', 'key-2');
      el.setAttribute('region', 'US');
      el.setAttribute('google-maps-url', '/test/fixtures/fake-google-maps.js');
      el.setAttribute('map-style', n === '3' ? 'satellite' : 'minimal-dark');
      el.style.setProperty('--sqs-map-height', '120px');
      holder.append(el);
      return el;
    });
    await Promise.all(maps.map((el) => (el.dataset.state === 'ready' ? undefined : oneEvent(el, 'sqs-map-ready'))));
    const record = records()!;
    expect(record.loads).to.equal(1);
    const added = document.querySelectorAll<HTMLScriptElement>('script[src*="fake-google-maps.js"]');
    expect(added).to.have.length(1);
    expect(added[0]!.nonce).to.equal('page-nonce');
    pageScript.remove();
    const script = new URL(record.scripts[0]!);
    expect(script.searchParams.get('key')).to.equal('key-2');
    expect(script.searchParams.get('language')).to.equal('en');
    expect(script.searchParams.get('region')).to.equal('US');
    expect(record.maps).to.have.length(3);
    // Each element's map, whatever order they were drawn in.
    const mapOf = (el: Element) => record.maps.find((m) => el.shadowRoot!.contains(m.container))!;
    expect(mapOf(maps[0]!).options).to.include({
      zoom: 12,
      mapTypeId: 'roadmap',
      disableDefaultUI: true,
      zoomControl: true,
      scrollwheel: true,
    });
    expect(mapOf(maps[2]!).options.mapTypeId).to.equal('hybrid');
    expect(maps.every((el) => el.dataset.provider === 'google')).to.be.true;
    // Google's own controls: no second set of zoom buttons.
    expect(q(maps[0]!, '[part~="controls"]')).to.equal(null);
  });

  it("uses the site context's base64 render key", async () => {
    configure({ context: { mapsRenderKey: btoa('key-from-context') } });
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-map');
    el.setAttribute('google-maps-url', '/test/fixtures/fake-google-maps.js');
    holder.append(el);
    await oneEvent(el, 'sqs-map-ready');
    expect(el.dataset.provider).to.equal('google');
    // Loaded once already: the same API serves the new map.
    expect(records()!.loads).to.equal(1);
    expect(decodeRenderKey(btoa('key-from-context'))).to.equal('key-from-context');
    expect(decodeRenderKey('not base64!')).to.equal('');
  });

  it("takes the platform's block data: location, style, labels, terrain, controls and vSize, below the attributes", async () => {
    const block = {
      location: {
        mapLat: 49.27,
        mapLng: -123.05,
        mapZoom: 14,
        markerLat: 49.26,
        markerLng: -123.04,
        addressTitle: 'Shop',
      },
      vSize: 6,
      style: 1,
      labels: false,
      terrain: true,
      controls: false,
      hSize: null,
      floatDir: null,
      layout: 'wide',
    };
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sqs-map');
    el.setAttribute('api-key', 'key-2');
    el.setAttribute('google-maps-url', '/test/fixtures/fake-google-maps.js');
    el.setAttribute('block-json', JSON.stringify(block));
    // Set on the element: wins over the block's zoom.
    el.setAttribute('map-zoom', '9');
    const warnings = await captureWarnings(async () => {
      holder.append(el);
      await oneEvent(el, 'sqs-map-ready');
    });
    const record = records()!;
    const map = record.maps.find((m) => el.shadowRoot!.contains(m.container))!;
    expect(map.options).to.deep.include({
      center: { lat: 49.27, lng: -123.05 },
      zoom: 9,
      mapTypeId: 'terrain',
      zoomControl: false,
      styles: [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }],
    });
    const pins = record.markers.filter((marker) => marker.options.map === map);
    expect(pins).to.have.length(1);
    expect(pins[0]!.options.position).to.deep.equal({ lat: 49.26, lng: -123.04 });
    expect(q(el, '[part~="title"]')!.textContent).to.equal('Shop');
    expect(q(el, '[part~="map"]')!.getBoundingClientRect().height).to.equal(6 * 34);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('block-json key "layout"');
  });
});

describe('<sqs-map> google-maps-url on an origin the page allows', () => {
  beforeEach(() => configure({ scriptOrigins: [location.origin] }));
  afterEach(() => resetConfiguration());

  it('takes any script there but names no callback of its own', async () => {
    const el = await fixture<SqsMapElement>(
      html`<sqs-map google-maps-url="/test/fixtures/fake-google-maps.js?callback=alert&v=3&jsonp=alert"></sqs-map>`,
    );
    await expect(el).to.be.accessible();
    expect(el.googleMapsUrl).to.equal(`${location.origin}/test/fixtures/fake-google-maps.js?v=3`);
  });

  it("warns and keeps the API's own script for another path on the provider's origin, even when the page allows it", async () => {
    configure({ scriptOrigins: [location.origin, 'https://maps.googleapis.com'] });
    const warnings = await captureWarnings(async () => {
      const el = await fixture<SqsMapElement>(
        html`<sqs-map google-maps-url="https://maps.googleapis.com/maps/api/geocode/json?callback=alert"></sqs-map>`,
      );
      expect(el.googleMapsUrl).to.equal('https://maps.googleapis.com/maps/api/js');
    });
    expect(warnings.some((w) => w.includes('<sqs-map>') && w.includes('google-maps-url'))).to.be.true;
  });
});

describe('<sqs-map> location and options objects', () => {
  it('ignores keys named like Object members, so the map keeps its own', () => {
    const raw = JSON.parse('{"toString": "x", "constructor": "y", "__proto__": "z", "hasOwnProperty": true}');
    const { location } = mergeLocation(DEFAULT_LOCATION, raw);
    const { options } = mergeOptions(DEFAULT_OPTIONS, raw);
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(Object.hasOwn(location, key), `location ${key}`).to.be.false;
      expect(Object.hasOwn(options, key), `options ${key}`).to.be.false;
    }
    expect(`${location.addressTitle}`).to.equal(DEFAULT_LOCATION.addressTitle);
    expect(String(location)).to.equal('[object Object]');
  });
});
