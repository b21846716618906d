import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SqsAccordionItemElement } from '../accordion-item/accordion-item.element.js';
import { attributeName } from '../shared/attributes.js';
import { childrenByTag } from '../shared/children.js';
import type { ElementProps } from '../shared/define-element.js';
import { nextFocusIndex } from '../shared/roving-focus.js';
import { warnInvalid } from '../shared/warn.js';
import { accordionAttributes, type SqsAccordionElement } from './accordion.element.js';
import { adoptPlatformLists, type PlatformAccordionSettings } from './platform-list.js';

const ITEM = 'sqs-accordion-item';

const items = (host: HTMLElement): SqsAccordionItemElement[] => childrenByTag<SqsAccordionItemElement>(host, ITEM);

/** Closes every open item but `keep` (the first open one when not given). */
function closeOthers(host: HTMLElement, keep?: Element): void {
  const open = items(host).filter((item) => item.open);
  const kept = keep ?? open[0];
  for (const item of open) if (item !== kept) item.open = false;
}

type Props = ElementProps<typeof accordionAttributes, SqsAccordionElement>;
type Settings = Omit<Props, 'host'>;

/**
 * Returns the settings in effect: an attribute set on the element wins, then the platform list's setting (a bad
 * value warns once and is left out), then the attribute's default.
 */
function effectiveSettings(host: HTMLElement, props: Settings, platform: PlatformAccordionSettings): Settings {
  const settings: Record<string, unknown> = { ...props };
  for (const [key, value] of Object.entries(platform)) {
    const attribute = attributeName(key);
    if (value === undefined || host.hasAttribute(attribute)) continue;
    const kind = accordionAttributes[key as keyof Settings];
    const parsed = typeof value === 'boolean' ? value : kind.parse(String(value));
    if (parsed === undefined) warnInvalid(host, attribute, String(value), kind.default);
    else settings[key] = parsed;
  }
  return settings as Settings;
}

/**
 * The props of the accordion's wrapper: its divider states, and the item layout its items read (the element's sheet
 * turns each `data-*` into the custom properties the slotted items inherit; attributes rather than a style
 * attribute, so markup rendered on a server holds no inline style a strict style policy would block).
 */
function baseProps(settings: Settings): Record<`data-${string}`, string> {
  const on = (value: boolean | null): string => (value === false ? 'off' : 'on');
  return {
    'data-dividers': on(settings.dividers),
    'data-first-divider': on(settings.dividers !== false && settings.firstDivider),
    'data-last-divider': on(settings.dividers !== false && settings.lastDivider),
    'data-title-align': settings.titleAlignment,
    'data-description-align': settings.descriptionAlignment,
    'data-description-placement': settings.descriptionPlacement,
    'data-icon-placement': settings.iconPlacement,
  };
}

/**
 * Reads the platform's rendered list among the host's children (once, before the first paint: its items become
 * `<sqs-accordion-item>`s) and returns the settings in effect with the wrapper's props; the item icon is passed on
 * to the items that name none.
 */
export function useAccordionSettings({ host, ...props }: Props): {
  settings: Settings;
  baseProps: ReturnType<typeof baseProps>;
} {
  const [platform, setPlatform] = useState<PlatformAccordionSettings>({});
  useLayoutEffect(() => {
    const found = adoptPlatformLists(host);
    if (found) setPlatform(found);
  }, [host]);
  const settings = effectiveSettings(host, props, platform);
  useEffect(() => {
    if (settings.icon === 'plus') return;
    for (const item of items(host)) if (!item.hasAttribute('icon')) item.setAttribute('icon', settings.icon);
  });
  return { settings, baseProps: baseProps(settings) };
}

/**
 * Wires the accordion's behaviour onto its host: one open item at a time unless `allowMultiple`, the first item
 * opened once when `expandFirst` and none is open, and arrow/Home/End keys moving focus between the item headers.
 * The rules apply again whenever items are added or removed.
 */
export function useAccordion(host: HTMLElement, allowMultiple: boolean, expandFirst: boolean): void {
  const expanded = useRef(false);
  const rules = useRef<() => void>(() => undefined);

  rules.current = () => {
    const list = items(host);
    if (expandFirst && !expanded.current && list.length > 0) {
      expanded.current = true;
      if (!list.some((item) => item.open)) list[0]!.open = true;
    }
    if (!allowMultiple) closeOthers(host);
  };

  useEffect(() => rules.current(), [allowMultiple, expandFirst]);

  useEffect(() => {
    const onToggle = (event: Event): void => {
      const { detail, target } = event as CustomEvent<{ open: boolean }>;
      if (!allowMultiple && detail.open && (target as Element).parentElement === host)
        closeOthers(host, target as Element);
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      const origin = event.composedPath()[0];
      if (!(origin instanceof HTMLElement) || !origin.matches('[part~="trigger"]')) return;
      const list = items(host);
      const index = list.indexOf(event.target as SqsAccordionItemElement);
      if (index < 0) return;
      const next = nextFocusIndex(event.key, index, list.length, 'vertical');
      if (next < 0) return;
      event.preventDefault();
      list[next]!.focus();
    };
    const onSlotChange = (): void => rules.current();
    host.addEventListener('sqs-toggle', onToggle);
    host.addEventListener('keydown', onKeyDown);
    host.shadowRoot?.addEventListener('slotchange', onSlotChange);
    return () => {
      host.removeEventListener('sqs-toggle', onToggle);
      host.removeEventListener('keydown', onKeyDown);
      host.shadowRoot?.removeEventListener('slotchange', onSlotChange);
    };
  }, [host, allowMultiple]);
}
