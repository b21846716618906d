/**
 * The platform's rendered button block, read from the element's children: the `.sqs-block-button-container` with
 * its `data-alignment`, `data-button-size` and `data-button-type`, and the `a.sqs-block-button-element` inside it
 * (its text, `href` and `target`). The platform's own script reads a button block from this markup too; the block
 * carries no `data-block-json`.
 */

/** What the platform's markup says about the button; a setting it leaves out is undefined. */
export interface PlatformButton {
  /** The link's text, white space collapsed. */
  text: string;
  /** The link's address as written (null: none). */
  href: string | null;
  /** Whether the link opens a new window (`target="_blank"`). */
  newWindow: boolean;
  /** `left`, `center` or `right`. */
  alignment?: string;
  /** `small`, `medium` or `large`. */
  size?: string;
  /** `primary`, `secondary` or `tertiary`. */
  buttonType?: string;
}

/** The attributes whose changes in the children re-read the button. */
export const PLATFORM_BUTTON_ATTRIBUTES: readonly string[] = [
  'href',
  'target',
  'class',
  'data-alignment',
  'data-button-size',
  'data-button-type',
];

/** Returns the value of `attribute`, else the word after `prefix` in the element's classes. */
const setting = (element: Element | null, attribute: string, prefix: string): string | undefined =>
  element?.getAttribute(attribute) ??
  new RegExp(`(?:^|\\s)${prefix}([a-z]+)(?:\\s|$)`).exec(element?.className ?? '')?.[1] ??
  undefined;

/** Returns the platform's button among `host`'s children, or null when the element holds none. */
export function readPlatformButton(host: HTMLElement): PlatformButton | null {
  let container: Element | null = null;
  for (let child = host.firstElementChild; child && !container; child = child.nextElementSibling)
    if (child.classList.contains('sqs-block-button-container')) container = child;
  if (!container) return null;
  const link = container.querySelector('.sqs-block-button-element');
  return {
    text: (link?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    href: link?.getAttribute('href') ?? null,
    newWindow: link?.getAttribute('target') === '_blank',
    alignment: setting(container, 'data-alignment', 'sqs-block-button-container--'),
    size: container.getAttribute('data-button-size') ?? setting(link, 'data-button-size', 'sqs-block-button-element--'),
    buttonType: container.getAttribute('data-button-type') ?? setting(link, 'data-button-type', 'sqs-button-element--'),
  };
}

/** Returns whether two reads say the same. */
export const samePlatformButton = (a: PlatformButton | null, b: PlatformButton | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
