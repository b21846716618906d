/** Markup builders and readers shared by the menu tabs' and the menu tab's tests. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsMenuTabsElement } from './define.js';
import type { SqsMenuTabElement } from '../menu-tab/define.js';
import { deepActiveElement, shadow } from '../../test/support/helpers.js';

export const LABELS = ['Starters', 'Mains', 'Desserts'];

/** Returns a `<sqs-menu-tab>` with `label` (none when null) holding a paragraph of `text`. */
export function tab(label: string | null, text = `${label} content`): SqsMenuTabElement {
  const el = document.createElement('sqs-menu-tab');
  if (label !== null) el.setAttribute('label', label);
  const p = document.createElement('p');
  p.textContent = text;
  el.append(p);
  return el;
}

/** Returns menu tabs holding one tab per label, with `attributes`, not yet in the page. */
export function create(
  attributes: Record<string, string> = {},
  labels: Array<string | null> = LABELS,
): SqsMenuTabsElement {
  const el = document.createElement('sqs-menu-tabs');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...labels.map((label) => tab(label)));
  return el;
}

export const tabs = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
export const tablist = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="tablist"]')!;
export const panel = (el: Element) => shadow(el).querySelector<HTMLElement>('[part~="panel"]')!;
export const children = (el: Element) => [...el.querySelectorAll<SqsMenuTabElement>(':scope > sqs-menu-tab')];
export const selectedTab = (el: Element) => tabs(el).findIndex((t) => t.getAttribute('aria-selected') === 'true');
export const shownChildren = (el: Element) => children(el).map((c) => !c.hidden);
/** Returns the index of the tab button that has focus, or -1. */
export const focusedTab = (el: Element) => tabs(el).indexOf(deepActiveElement() as HTMLButtonElement);

/** True when the rendered state shows tab `index` as selected: its button, the panel and the children agree. */
export function shows(el: SqsMenuTabsElement, index: number): boolean {
  const buttons = tabs(el);
  return (
    buttons.length === children(el).length &&
    selectedTab(el) === index &&
    panel(el).getAttribute('aria-labelledby') === buttons[index]?.id &&
    shownChildren(el).every((shown, i) => shown === (i === index))
  );
}

/** Places the menu tabs in the page and waits until they show `index` (0 unless told). */
export async function mounted(el: SqsMenuTabsElement, index = 0): Promise<SqsMenuTabsElement> {
  await fixture(html`${el}`);
  await waitUntil(() => shows(el, index), `the menu tabs never showed tab ${index}`);
  await el.updateComplete;
  return el;
}
