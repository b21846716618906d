/**
 * The page upgrade: load `dist/upgrade.js` once (`<script type="module" src=".../upgrade.js">`) on a saved or exported
 * page of the platform, and every platform block an element takes (a `.sqs-block` of class `sqs-block-<kind>`)
 * becomes that element, `block-json` the block's `data-block-json` and its rendered markup the children; blocks added
 * later too. The element loads through the autoloader (`./loader.js` beside it, imported the first time a block an
 * element takes is found: a page without one loads nothing more) and replaces its block once it has rendered, so the
 * page shows the block until then. The kinds come from each element folder's `<name>.platform-block.ts`,
 * collected at build time (docs/upgrade.md).
 */
import { upgradeBlocks, type PlatformTags } from './shared/upgrade-blocks.js';

/** The element tag for each platform block kind (`video` → `sqs-video`), injected at build time. */
declare const __SQS_PLATFORM_BLOCKS__: PlatformTags;

const tags = __SQS_PLATFORM_BLOCKS__;
let loading = false;

/** Upgrades the blocks in `root`; the first element put in loads the autoloader, which loads every element. */
function upgrade(root: ParentNode): void {
  if (upgradeBlocks(root, tags).elements.length === 0 || loading) return;
  loading = true;
  import('./loader.js').catch((error: unknown) =>
    console.error('sqs-elements: the autoloader could not be loaded', error),
  );
}

upgrade(document);
// Blocks a page adds later (a loaded section, a lazily filled list) are upgraded as they come.
new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) upgrade(node);
}).observe(document, { childList: true, subtree: true });
