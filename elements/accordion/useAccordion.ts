import { useEffect, useRef } from 'react';
import type { SqsAccordionItemElement } from '../accordion-item/accordion-item.element.js';
import { childrenByTag } from '../shared/children.js';
import { nextFocusIndex } from '../shared/roving-focus.js';

const ITEM = 'sqs-accordion-item';

const items = (host: HTMLElement): SqsAccordionItemElement[] => childrenByTag<SqsAccordionItemElement>(host, ITEM);

/** Closes every open item but `keep` (the first open one when not given). */
function closeOthers(host: HTMLElement, keep?: Element): void {
  const open = items(host).filter((item) => item.open);
  const kept = keep ?? open[0];
  for (const item of open) if (item !== kept) item.open = false;
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
