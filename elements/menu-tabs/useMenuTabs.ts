import { useLightDom } from '../shared/hooks/useLightDom.js';
import { useVisitorChange } from '../shared/hooks/useVisitorChange.js';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { childrenByTag } from '../shared/children.js';
import { warnInvalid } from '../shared/warn.js';
import { isRightToLeft } from '../shared/direction.js';
import { nextFocusIndex } from '../shared/roving-focus.js';
import { useMessages } from '../shared/use-messages.js';
import english from '../shared/messages/menu-tabs.en.js';
import { adoptMenu, menuSelector, readMenuMarkup } from './menu-markup.js';

const TAB = 'sqs-menu-tab';

/** A `<sqs-menu-tab>` child as the tab list shows it. */
interface TabSource {
  /** The child element. */
  element: HTMLElement;
  /** Its `label` attribute, trimmed. */
  label: string;
}

/** The selection last shown: its index and the tab element at that index. */
export interface ShownSelection {
  /** The selected index. */
  index: number;
  /** The selected tab, when there was one. */
  tab: Element | undefined;
}

/** The selection to show and whether the requested index had to be replaced because it is out of range. */
export interface ResolvedSelection {
  /** The index to show, or -1 when there are no tabs. */
  index: number;
  /** True when `requested` names no tab and 0 is shown instead (the element warns). */
  outOfRange: boolean;
}

/**
 * Returns which tab to show. When the requested index is the one already shown, the tabs changed (or nothing did):
 * the selection stays on the same tab element; when that tab was removed, the tab now at its position (or the last
 * tab) is selected. Any
 * other requested index was set by the host page and is taken as it is, or replaced by 0 when it names no tab. Until
 * `settled` (the document is still being parsed, so more tabs may follow) an index past the end shows tab 0
 * provisionally, without counting as out of range.
 */
export function resolveSelection(
  requested: number,
  tabs: readonly Element[],
  shown: ShownSelection | undefined,
  settled = true,
): ResolvedSelection {
  const count = tabs.length;
  if (count === 0) return { index: -1, outOfRange: false };
  if (settled && shown && shown.index === requested) {
    const kept = shown.tab ? tabs.indexOf(shown.tab) : -1;
    return { index: kept >= 0 ? kept : Math.min(shown.index, count - 1), outOfRange: false };
  }
  if (requested < count) return { index: requested, outOfRange: false };
  return { index: 0, outOfRange: settled };
}

/** Returns the tabs: the `<sqs-menu-tab>` children, else the menus of a published menu block's markup. */
function readTabs(host: HTMLElement): TabSource[] {
  const own = childrenByTag(host, TAB);
  if (own.length === 0) return readMenuMarkup(host);
  return own.map((element) => ({ element, label: (element.getAttribute('label') ?? '').trim() }));
}

const sameTabs = (a: readonly TabSource[], b: readonly TabSource[]): boolean =>
  a.length === b.length && a.every((tab, i) => tab.element === b[i]!.element && tab.label === b[i]!.label);

/** Stable keys (and so stable button elements and ids) per tab element, across reordering. */
const tabKeys = new WeakMap<Element, number>();
let nextTabKey = 1;
function keyOf(tab: Element): number {
  let key = tabKeys.get(tab);
  if (key === undefined) tabKeys.set(tab, (key = nextTabKey++));
  return key;
}

/** Returns true once the document is parsed: before that, children of an element may still be arriving. */
function useDocumentParsed(): boolean {
  const [parsed, setParsed] = useState(() => document.readyState !== 'loading');
  useEffect(() => {
    if (parsed) return;
    const done = (): void => setParsed(true);
    document.addEventListener('DOMContentLoaded', done, { once: true });
    return () => document.removeEventListener('DOMContentLoaded', done);
  }, [parsed]);
  return parsed;
}

/** The host as the hook sees it: the element with its `selected` property. */
export type MenuTabsHost = HTMLElement & { selected: number };

/** One button of the tab list. */
export interface TabBinding {
  /** A stable React key for the tab. */
  key: number;
  /** The button's text: the tab's `label`, or 'Tab N' when the label is empty. */
  label: string;
  /** True for the selected tab. */
  selected: boolean;
  /** Props for the `<button>`. */
  tabProps: HTMLAttributes<HTMLButtonElement> & { id: string; role: 'tab'; 'aria-selected': boolean; tabIndex: number };
}

/** What the menu tabs' tab list and panel need. */
export interface MenuTabsBindings {
  /** Props for the tab list. */
  tablistProps: HTMLAttributes<HTMLDivElement> & { role: 'tablist'; ref: RefObject<HTMLDivElement | null> };
  /** One entry per `<sqs-menu-tab>` child (or menu of the block's markup), in order; none for a single menu. */
  tabs: TabBinding[];
  /** Props for the panel around the slotted tabs; it has the tabpanel role only while there is a tab. */
  panelProps: HTMLAttributes<HTMLDivElement> & { id: string };
}

/**
 * Returns the prop bags of the menu tabs (WAI-ARIA APG tabs with manual activation): one button per
 * `<sqs-menu-tab>` child, labelled by its `label` and kept in step as children and labels change (without such
 * children, one per menu of a published menu block's markup, labelled by its label row, which is hidden; a single
 * menu has no tab list); the arrow keys,
 * Home and End move focus between the buttons without selecting; click, Enter or Space selects. Only the selected
 * button is in the tab order. The selected child is shown and the others get `hidden`; `selected` on the host
 * reflects the selection (an index past the end warns once and selects 0), and a visitor's selection of another
 * tab dispatches `sqs-tab-change` `{ index }` once it is shown.
 */
export function useMenuTabs(host: MenuTabsHost, selected: number): MenuTabsBindings {
  const id = useId();
  // Children come and go and relabel themselves: the same tabs keep the same array (no new render).
  const sources = useLightDom(host, readTabs, { characterData: false, attributes: ['label'], same: sameTabs });
  // A published menu block: its own label row gives way to the tab list, and a single menu has no tabs (as published).
  const markup = sources[0] !== undefined && sources[0].element.localName !== TAB;
  const parsed = useDocumentParsed();
  const shown = useRef<ShownSelection | undefined>(undefined);
  const tablistRef = useRef<HTMLDivElement>(null);

  const elements = sources.map((tab) => tab.element);
  // Taking over a server render, which shows every tab: the tab holding focus stays shown, focus with it.
  const [focused] = useState(() =>
    host.hasAttribute('data-server-rendered') ? elements.findIndex((tab) => tab.contains(document.activeElement)) : -1,
  );
  const requested = shown.current === undefined && focused >= 0 ? focused : selected;
  const { index, outOfRange } = resolveSelection(requested, elements, shown.current, parsed);

  useLayoutEffect(() => {
    elements.forEach((tab, i) => {
      if (markup) adoptMenu(tab);
      const hide = i !== index;
      if (tab.hidden !== hide) tab.hidden = hide;
    });
    const selector = markup ? menuSelector(host) : null;
    if (selector && !selector.hidden) selector.hidden = true;
    // With no tabs the last selection is kept, so tabs added later clamp it like any other change of the tabs.
    if (index >= 0) shown.current = { index, tab: elements[index] };
    if (outOfRange) warnInvalid(host, 'selected', host.getAttribute('selected') ?? '', 0);
    // Reflect the selection, also when it was clamped, moved with its tab, or replaced a bad value.
    if (parsed && index >= 0 && host.getAttribute('selected') !== String(index)) host.selected = index;
  });
  // Announced once a visitor's selection is shown; a host page's changes are not.
  const chosen = useVisitorChange(host, 'sqs-tab-change', index, (shownIndex) => ({ index: shownIndex }));

  const select = useCallback(
    (next: number) => {
      if (next === index) return;
      chosen(next);
      host.selected = next;
    },
    [host, index, chosen],
  );

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = Array.from(tablistRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const from = buttons.indexOf(event.currentTarget);
    if (from < 0) return;
    const next = nextFocusIndex(event.key, from, buttons.length, 'horizontal', isRightToLeft(event.currentTarget));
    if (next < 0) return;
    event.preventDefault();
    buttons[next]!.focus();
  }, []);

  const t = useMessages(host, english);
  const tabId = (tab: Element): string => `tab${id}${keyOf(tab)}`;
  const panelId = `panel${id}`;
  const tabs = (markup && sources.length === 1 ? [] : sources).map(({ element, label }, i): TabBinding => ({
    key: keyOf(element),
    label: label || t('menu-tabs.untitled', { number: i + 1 }),
    selected: i === index,
    tabProps: {
      id: tabId(element),
      role: 'tab',
      'aria-selected': i === index,
      'aria-controls': panelId,
      tabIndex: i === index ? 0 : -1,
      onClick: () => select(i),
      onKeyDown,
    },
  }));

  return {
    tablistProps: { role: 'tablist', ref: tablistRef },
    tabs,
    panelProps:
      index >= 0 && tabs.length > 0
        ? { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(elements[index]!), tabIndex: 0 }
        : { id: panelId },
  };
}
