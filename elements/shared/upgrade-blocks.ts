/**
 * The page upgrade's one transformation (docs/upgrade.md): a platform block — a `.sqs-block` of kind
 * `sqs-block-<kind>`, its data in `data-block-json` (many kinds carry none: image, newsletter, menu), its rendered
 * markup in `.sqs-block-content` — becomes the element that takes its kind, with `block-json` set to the
 * `data-block-json` text and the rendered markup as children. Nothing is read from the data here: the element reads
 * it, and warns about what it does not understand.
 */

/** The element tag for each platform block kind, the suffix of the block's `sqs-block-<kind>` class: `video` → `sqs-video`. */
export type PlatformTags = Readonly<Record<string, string>>;

/** What one pass found: the elements put beside their blocks, and the blocks no element takes. */
export interface UpgradeResult {
  /** The elements inserted (hidden until they have rendered; then each takes its block's place). */
  elements: HTMLElement[];
  /** The blocks left as they are. */
  unknown: Element[];
}

/** The mark a block gets once seen, so a second pass (or blocks added later) never takes it twice. */
const MARK = 'data-sqs-upgrade';
// A block is a `.sqs-block`, or an element with the platform's block type (a theme's own block template may drop the class).
const BLOCKS = `:is(.sqs-block, [data-block-type]):not([${MARK}])`;
const PREFIX = 'sqs-block-';

/** Returns the kinds `block` names: the suffixes of its `sqs-block-<kind>` classes. */
function kindsOf(block: Element): string[] {
  return [...block.classList]
    .filter((name) => name.startsWith(PREFIX) && name !== 'sqs-block-content')
    .map((name) => name.slice(PREFIX.length));
}

/**
 * Returns `block` as the element `tag`: `block-json` is the block's data text (as it is, valid or not; none when the
 * block carries none), the children a copy of its rendered markup.
 */
export function elementFor(block: Element, tag: string): HTMLElement {
  const el = block.ownerDocument.createElement(tag);
  const data = block.getAttribute('data-block-json');
  if (data !== null) el.setAttribute('block-json', data);
  // Copies, not moves: the block stays as it is, and visible, until the element has rendered.
  for (const node of block.querySelector('.sqs-block-content')?.childNodes ?? []) el.append(node.cloneNode(true));
  return el;
}

/** The frames an element's height must hold still before it takes its block's place, and the most frames it waits. */
const STILL_FRAMES = 3;
const MAX_FRAMES = 120;

const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Shows `el` in place of `block` once its tag is defined, it has rendered (`updateComplete`, when it has one) and its
 * height has held still for a few frames (a part it loads on demand, such as a caption's sanitizer, has arrived; at
 * most two seconds): both change in one task, so the page never shows both or neither. Meanwhile it is laid out out of
 * flow and invisible at the block's width, so nothing moves. An element that never loads leaves the block.
 */
async function swapWhenReady(block: Element, el: HTMLElement): Promise<void> {
  await customElements.whenDefined(el.localName);
  await (el as HTMLElement & { updateComplete?: Promise<void> }).updateComplete;
  if (!el.isConnected) return;
  // `[hidden]` hides a host whatever its style says (base styles): out of flow and invisible instead.
  el.hidden = false;
  Object.assign(el.style, {
    display: 'block',
    position: 'absolute',
    visibility: 'hidden',
    inlineSize: `${block.getBoundingClientRect().width}px`,
  });
  let height = -1;
  for (let still = 0, frames = 0; still < STILL_FRAMES && frames < MAX_FRAMES; frames++) {
    await nextFrame();
    const now = el.getBoundingClientRect().height;
    still = now === height ? still + 1 : 0;
    height = now;
  }
  if (!el.isConnected) return;
  el.removeAttribute('style');
  block.remove();
  // The element takes the block's id with its place: the page's links and styles name the block by it, and an element
  // that sends the block's name (a form's `objectName`) reads it there.
  if (block.id && !el.id) el.id = block.id;
}

/**
 * Upgrades the platform blocks in `root` (and `root` itself, when it is one) that `tags` knows: each gets its element,
 * hidden, just before it, which replaces it once it has rendered. Blocks no element takes stay, named in one console
 * line. Every block is marked when seen, so calling it again changes nothing; a block inside one being upgraded goes
 * with it. Returns what it did.
 */
export function upgradeBlocks(root: ParentNode, tags: PlatformTags): UpgradeResult {
  const result: UpgradeResult = { elements: [], unknown: [] };
  const blocks = [...root.querySelectorAll(BLOCKS)];
  if (root instanceof Element && root.matches(BLOCKS)) blocks.unshift(root);
  for (const block of blocks) {
    // A block inside one being upgraded goes with it.
    if (block.hasAttribute(MARK)) continue;
    const kind = kindsOf(block).find((k) => Object.hasOwn(tags, k));
    if (!kind) {
      block.setAttribute(MARK, 'unknown');
      result.unknown.push(block);
      continue;
    }
    block.setAttribute(MARK, 'pending');
    // Marked before the copy, so the copies inside the element are never taken for blocks of the page either.
    for (const inner of block.querySelectorAll(BLOCKS)) inner.setAttribute(MARK, 'inside');
    const el = elementFor(block, tags[kind]!);
    el.hidden = true;
    // Also hidden inline: an element's pre-upgrade rule or its :host rule may set `display`, which beats `[hidden]`.
    el.style.display = 'none';
    block.before(el);
    result.elements.push(el);
    void swapWhenReady(block, el);
  }
  if (result.unknown.length > 0) {
    const counts = new Map<string, number>();
    for (const block of result.unknown) {
      const name = kindsOf(block).join('/') || '(no kind)';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const names = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
    console.info(`sqs-elements: platform blocks no element takes stay as they are: ${names.join(', ')}`);
  }
  return result;
}
