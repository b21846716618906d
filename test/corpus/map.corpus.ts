/**
 * Real map blocks (`.sqs-block-map`, block type 4). The Google map the platform drew inside `.sqs-block-content`
 * (saved from the live page) is left out: it is the provider's runtime markup, not the block's. The page template of
 * `cuchuoiddd/effekt1` fills the coordinates from its own data; fixed coordinates stand in for them.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CorpusBlock } from './harness.js';

/** What a visitor sees on a drawn map block. */
interface DrawnMap {
  /** The style the block names (its id 1–6 as a name). */
  style: string;
  /** Whether the zoom buttons show. */
  controls: boolean;
  /** The map's height for its width. */
  height: (width: number) => number;
  /** The address card's title. */
  title: string;
}

/** Returns a check that waits for the map to be drawn and finds one pin, the style, the buttons, the height and the card. */
const drawn =
  (expected: DrawnMap) =>
  async (el: HTMLElement): Promise<void> => {
    await waitUntil(() => el.dataset.state === 'ready', 'the map was not drawn', { timeout: 10000 });
    const root = el.shadowRoot!;
    expect(root.querySelector<HTMLElement>('[part~="base"]')!.dataset.style).to.equal(expected.style);
    await waitUntil(() => root.querySelectorAll('.sqs-map-pin').length === 1, 'no pin on the map');
    await waitUntil(
      () => (root.querySelector('[part~="controls"]') !== null) === expected.controls,
      expected.controls ? 'no zoom buttons' : 'zoom buttons shown',
    );
    const map = root.querySelector('[part~="map"]')!.getBoundingClientRect();
    expect(map.height).to.be.closeTo(expected.height(map.width), 1);
    expect(root.querySelector('[part~="title"]')?.textContent ?? '').to.equal(expected.title);
  };

/** The real map blocks. */
export const mapCorpus: readonly CorpusBlock[] = [
  {
    name: 'map with zoom buttons, 12 rows tall',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue_table.blade.php',
    block: `<div class="sqs-block map-block sqs-block-map sized vsize-12" data-block-json="{&quot;location&quot;:{&quot;mapLat&quot;:25.2211899,&quot;mapLng&quot;:55.36153639999998,&quot;mapZoom&quot;:12,&quot;markerLat&quot;:25.2211899,&quot;markerLng&quot;:55.36153639999998,&quot;addressTitle&quot;:&quot;Club&quot;,&quot;addressLine1&quot;:&quot;Street &quot;,&quot;addressLine2&quot;:&quot;City&quot;,&quot;addressCountry&quot;:&quot;Country&quot;},&quot;vSize&quot;:12,&quot;style&quot;:1,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:true,&quot;hSize&quot;:null,&quot;floatDir&quot;:null}" data-block-type="4" id="block-yui_3_17_2_1_1567072044944_5808" data-animation-role="image"><div class="sqs-block-content page-map" style="position: relative; overflow: hidden;"><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></div></div>`,
    element: `<sqs-map block-json='{"location":{"mapLat":25.2211899,"mapLng":55.36153639999998,"mapZoom":12,"markerLat":25.2211899,"markerLng":55.36153639999998,"addressTitle":"Club","addressLine1":"Street ","addressLine2":"City","addressCountry":"Country"},"vSize":12,"style":1,"labels":true,"terrain":false,"controls":true,"hSize":null,"floatDir":null}'><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></sqs-map>`,
    check: drawn({ style: 'original', controls: true, height: () => 12 * 34, title: 'Club' }),
  },
  {
    name: 'map floated right beside text, no place name',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue_table.blade.php',
    block: `<div class="sqs-block map-block sqs-block-map sqs-col-6 span-6 float float-right sized vsize-12" data-block-json="{&quot;vSize&quot;:12,&quot;location&quot;:{&quot;mapZoom&quot;:15,&quot;mapLat&quot;:25.197197,&quot;mapLng&quot;:55.27437639999994,&quot;markerLat&quot;:25.197197,&quot;markerLng&quot;:55.27437639999994,&quot;addressTitle&quot;:&quot;&quot;,&quot;addressLine1&quot;:&quot;Tower&quot;,&quot;addressLine2&quot;:&quot;City&quot;,&quot;addressCountry&quot;:&quot;country&quot;},&quot;style&quot;:1,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:true,&quot;hSize&quot;:6,&quot;floatDir&quot;:&quot;right&quot;}" data-block-type="4" id="block-dcbc8cd522c84d0afae2" data-animation-role="image"><div class="sqs-block-content page-map" style="position: relative; overflow: hidden;"><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></div></div>`,
    element: `<sqs-map block-json='{"vSize":12,"location":{"mapZoom":15,"mapLat":25.197197,"mapLng":55.27437639999994,"markerLat":25.197197,"markerLng":55.27437639999994,"addressTitle":"","addressLine1":"Tower","addressLine2":"City","addressCountry":"country"},"style":1,"labels":true,"terrain":false,"controls":true,"hSize":6,"floatDir":"right"}'><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></sqs-map>`,
    check: drawn({ style: 'original', controls: true, height: () => 12 * 34, title: '' }),
  },
  {
    name: 'map with the zoom buttons hidden',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue_table.blade.php',
    block: `<div class="sqs-block map-block sqs-block-map sqs-col-6 span-6 float float-right sized vsize-12" data-block-json="{&quot;location&quot;:{&quot;mapLat&quot;:25.15055367713509,&quot;mapLng&quot;:55.207622142117316,&quot;mapZoom&quot;:15,&quot;markerLat&quot;:25.15055367713509,&quot;markerLng&quot;:55.207622142117316,&quot;addressTitle&quot;:&quot;School&quot;,&quot;addressLine1&quot;:&quot;Street&quot;,&quot;addressLine2&quot;:&quot;City, Region&quot;,&quot;addressCountry&quot;:&quot;Country&quot;},&quot;vSize&quot;:12,&quot;hSize&quot;:6,&quot;floatDir&quot;:&quot;right&quot;,&quot;style&quot;:1,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:false}" data-block-type="4" id="block-yui_3_17_2_52_1418022467136_4981" data-animation-role="image"><div class="sqs-block-content page-map" style="position: relative; overflow: hidden;"><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></div></div>`,
    element: `<sqs-map block-json='{"location":{"mapLat":25.15055367713509,"mapLng":55.207622142117316,"mapZoom":15,"markerLat":25.15055367713509,"markerLng":55.207622142117316,"addressTitle":"School","addressLine1":"Street","addressLine2":"City, Region","addressCountry":"Country"},"vSize":12,"hSize":6,"floatDir":"right","style":1,"labels":true,"terrain":false,"controls":false}'><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></sqs-map>`,
    check: drawn({ style: 'original', controls: false, height: () => 12 * 34, title: 'School' }),
  },
  {
    name: 'map sized by its aspect ratio',
    source: 'CaptainArslan/speedo-unitsol resources/views/pages/venue_table.blade.php',
    block: `<div class="sqs-block map-block sqs-block-map sqs-col-6 span-6 float float-right" data-aspect-ratio="94.89489489489489" data-block-json="{&quot;location&quot;:{&quot;mapLat&quot;:25.20814112060237,&quot;mapLng&quot;:55.331546763707934,&quot;mapZoom&quot;:13,&quot;markerLat&quot;:25.20814112060237,&quot;markerLng&quot;:55.331546763707934,&quot;addressTitle&quot;:&quot;School&quot;,&quot;addressLine1&quot;:&quot;Road&quot;,&quot;addressLine2&quot;:&quot;City, Region&quot;,&quot;addressCountry&quot;:&quot;Country&quot;},&quot;vSize&quot;:null,&quot;style&quot;:1,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:true,&quot;hSize&quot;:6,&quot;floatDir&quot;:&quot;right&quot;,&quot;aspectRatio&quot;:94.89489489489489}" data-block-type="4" id="block-yui_3_17_2_1_1537017200958_12365" data-animation-role="image"><div class="sqs-block-content sqs-intrinsic page-map" id="yui_3_17_2_1_1669726703966_124" style="padding-bottom: 94.8949%; position: relative; overflow: hidden;"><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></div></div>`,
    element: `<sqs-map block-json='{"location":{"mapLat":25.20814112060237,"mapLng":55.331546763707934,"mapZoom":13,"markerLat":25.20814112060237,"markerLng":55.331546763707934,"addressTitle":"School","addressLine1":"Road","addressLine2":"City, Region","addressCountry":"Country"},"vSize":null,"style":1,"labels":true,"terrain":false,"controls":true,"hSize":6,"floatDir":"right","aspectRatio":94.89489489489489}'><div style="height: 100%; width: 100%; position: absolute; top: 0px; left: 0px; background-color: rgb(229, 227, 223);"></div></sqs-map>`,
    check: drawn({ style: 'original', controls: true, height: (width) => width * 0.9489489489489489, title: 'School' }),
  },
  {
    name: 'minimal light map without zoom buttons, sized by its aspect ratio',
    source: 'cuchuoiddd/effekt1 resources/views/frontend/office/index.blade.php',
    block: `<div class="sqs-block map-block sqs-block-map" data-aspect-ratio="42.391304347826086" data-block-json='&#123;"location":&#123;"mapLat":55.6761,"mapLng":12.5683,"mapZoom":14,"markerLat":55.6761,"markerLng":12.5683,"addressTitle":"Studio","addressLine1":"Street","addressLine2":"","addressCountry":""&#125;,"vSize":null,"style":4,"labels":true,"terrain":false,"controls":false,"hSize":null,"floatDir":null,"aspectRatio":42.391304347826086&#125;' data-block-type="4" id="block-yui_3_17_2_5_1509369643211_11245"><div class="sqs-block-content">&nbsp;</div></div>`,
    element: `<sqs-map block-json='{"location":{"mapLat":55.6761,"mapLng":12.5683,"mapZoom":14,"markerLat":55.6761,"markerLng":12.5683,"addressTitle":"Studio","addressLine1":"Street","addressLine2":"","addressCountry":""},"vSize":null,"style":4,"labels":true,"terrain":false,"controls":false,"hSize":null,"floatDir":null,"aspectRatio":42.391304347826086}'>&nbsp;</sqs-map>`,
    check: drawn({
      style: 'minimal-light',
      controls: false,
      height: (width) => width * 0.42391304347826086,
      title: 'Studio',
    }),
  },
  {
    name: 'grayscale map of a city, no address lines, no zoom buttons',
    source: 'sgrigorov/website dir1/www.naghedi-immigration.ca/index.html',
    block: `<div class="sqs-block map-block sqs-block-map sized vsize-12" data-block-json="&#123;&quot;location&quot;:&#123;&quot;mapLat&quot;:51.04473309999999,&quot;mapLng&quot;:-114.0718831,&quot;mapZoom&quot;:12,&quot;addressTitle&quot;:&quot;City &quot;,&quot;markerLat&quot;:51.04473309999999,&quot;markerLng&quot;:-114.0718831&#125;,&quot;vSize&quot;:12,&quot;style&quot;:2,&quot;labels&quot;:true,&quot;terrain&quot;:false,&quot;controls&quot;:false&#125;" data-block-type="4" id="block-yui_3_17_2_1_1713753864462_34357"><div class="sqs-block-content">&nbsp;</div></div>`,
    element: `<sqs-map block-json='{"location":{"mapLat":51.04473309999999,"mapLng":-114.0718831,"mapZoom":12,"addressTitle":"City ","markerLat":51.04473309999999,"markerLng":-114.0718831},"vSize":12,"style":2,"labels":true,"terrain":false,"controls":false}'>&nbsp;</sqs-map>`,
    check: drawn({ style: 'grayscale', controls: false, height: () => 12 * 34, title: 'City ' }),
  },
];
