/**
 * The platform's rendered accordion block (`ul.accordion-items-container` with its `li.accordion-item`s), read from
 * the element's children: its display settings from the list's `data-*` attributes, and its items turned into
 * `<sqs-accordion-item>` elements that keep the owner's own content nodes.
 */

/** The block's display settings as the list carries them; a setting the list leaves out is undefined. */
export interface PlatformAccordionSettings {
  allowMultiple?: boolean;
  expandFirst?: boolean;
  dividers?: boolean;
  firstDivider?: boolean;
  lastDivider?: boolean;
  titleAlignment?: string;
  descriptionAlignment?: string;
  descriptionPlacement?: string;
  iconPlacement?: string;
  icon?: string;
}

/** Each setting and the list attribute that holds it. */
const LIST_ATTRIBUTES: Record<keyof PlatformAccordionSettings, string> = {
  allowMultiple: 'data-should-allow-multiple-open-items',
  expandFirst: 'data-is-expanded-first-item',
  dividers: 'data-is-divider-enabled',
  firstDivider: 'data-is-first-divider-visible',
  lastDivider: 'data-is-last-divider-visible',
  titleAlignment: 'data-accordion-title-alignment',
  descriptionAlignment: 'data-accordion-description-alignment',
  descriptionPlacement: 'data-accordion-description-placement',
  iconPlacement: 'data-accordion-icon-placement',
  icon: 'data-accordion-icon',
};

const FLAGS = new Set<keyof PlatformAccordionSettings>([
  'allowMultiple',
  'expandFirst',
  'dividers',
  'firstDivider',
  'lastDivider',
]);

/** Returns the text with runs of white space collapsed. */
const collapse = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Returns the settings of a platform list: its flags are `"true"` or empty (false), its other settings words
 * (`left`, `center`, `right`). The icon's shape, when the list does not name it, is the one its items draw
 * (`.plus` or an arrow).
 */
export function readListSettings(list: Element): PlatformAccordionSettings {
  const settings: PlatformAccordionSettings = {};
  for (const [key, attribute] of Object.entries(LIST_ATTRIBUTES) as Array<[keyof PlatformAccordionSettings, string]>) {
    const value = list.getAttribute(attribute);
    if (value === null) continue;
    if (FLAGS.has(key)) (settings[key] as boolean) = value.trim() === 'true';
    else (settings[key] as string) = value.trim();
  }
  const shape = list.querySelector('.accordion-icon-container > *');
  if (settings.icon === undefined && shape)
    settings.icon = shape.classList.contains('plus') ? 'plus' : /arrow/.test(shape.className) ? 'arrow' : undefined;
  return settings;
}

/** Returns an `<sqs-accordion-item>` for a platform item: its title, heading level, open state and content nodes. */
function toItem(source: Element): HTMLElement {
  const item = document.createElement('sqs-accordion-item');
  item.setAttribute('heading', collapse(source.querySelector('.accordion-item__title')?.textContent));
  const level = source.querySelector('.accordion-item__title-wrapper')?.getAttribute('aria-level');
  if (level) item.setAttribute('heading-level', level);
  if (source.querySelector('.accordion-item__click-target')?.getAttribute('aria-expanded') === 'true')
    item.setAttribute('open', '');
  const description = source.querySelector('.accordion-item__description');
  // The owner's content moves as it is: these nodes are already the page's, nothing is parsed.
  if (description) item.append(...description.childNodes);
  return item;
}

/**
 * Replaces each platform list among `host`'s children by `<sqs-accordion-item>` elements made from its items, and
 * returns the settings of the first list (undefined when there is none).
 */
export function adoptPlatformLists(host: HTMLElement): PlatformAccordionSettings | undefined {
  let settings: PlatformAccordionSettings | undefined;
  for (const list of [...host.children].filter((child) => child.matches('.accordion-items-container'))) {
    settings ??= readListSettings(list);
    list.replaceWith(...[...list.querySelectorAll(':scope > .accordion-item')].map(toItem));
  }
  return settings;
}
