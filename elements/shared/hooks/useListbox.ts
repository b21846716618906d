import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { nextFocusIndex } from '../roving-focus.js';

/** How long typed characters add up to one type-ahead search (WAI-ARIA APG listbox: "type-ahead"). */
export const TYPE_AHEAD_MS = 500;

/** What `useListbox` returns: the listbox's props and each option's. */
export interface UseListbox {
  /** Spread on the listbox (`role="listbox"`, focusable, the active option named by `aria-activedescendant`). */
  listboxProps: {
    ref: RefObject<HTMLUListElement | null>;
    role: 'listbox';
    tabIndex: 0;
    'aria-activedescendant': string | undefined;
    onKeyDown(event: KeyboardEvent): void;
  };
  /** The props of the option at `index`. */
  optionProps(index: number): {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onClick(): void;
  };
}

/**
 * Returns the props of a single-select listbox whose selection follows focus (WAI-ARIA APG listbox): focus stays on
 * the list and `aria-activedescendant` names the selected option; Up and Down step one option (wrapping), Home and End
 * go to the ends, and typed characters select the next option whose label starts with them (characters typed within
 * `TYPE_AHEAD_MS` add up). `labels` are the options' texts, `selected` the selected index (-1: none), `onSelect` is
 * called with the index the owner chose. The selected option is scrolled into view.
 */
export function useListbox(labels: readonly string[], selected: number, onSelect: (index: number) => void): UseListbox {
  const ref = useRef<HTMLUListElement>(null);
  const prefix = useId();
  const typed = useRef({ text: '', at: 0 });
  const id = (index: number) => `${prefix}option-${index}`;

  useEffect(() => {
    if (selected < 0) return;
    ref.current?.querySelector(`[id="${CSS.escape(id(selected))}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // `id` depends on `prefix` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected, prefix]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const count = labels.length;
      if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      let next = nextFocusIndex(event.key, Math.max(selected, 0), count, 'vertical');
      if (next >= 0 && selected < 0 && event.key === 'ArrowDown') next = 0;
      if (next < 0 && event.key.length === 1 && event.key !== ' ') {
        const now = event.timeStamp;
        const last = typed.current;
        const text = (now - last.at < TYPE_AHEAD_MS ? last.text : '') + event.key.toLowerCase();
        typed.current = { text, at: now };
        // A first character looks from the next option on (pressing it again cycles); more look from the current one.
        const start = text.length === 1 ? selected + 1 : Math.max(selected, 0);
        for (let step = 0; step < count && next < 0; step += 1) {
          const index = (start + step) % count;
          if (labels[index]!.toLowerCase().startsWith(text)) next = index;
        }
        if (next < 0) return;
      }
      if (next < 0) return;
      event.preventDefault();
      if (next !== selected) onSelect(next);
    },
    [labels, selected, onSelect],
  );

  return {
    listboxProps: {
      ref,
      role: 'listbox',
      tabIndex: 0,
      'aria-activedescendant': selected >= 0 ? id(selected) : undefined,
      onKeyDown,
    },
    optionProps: (index) => ({
      id: id(index),
      role: 'option',
      'aria-selected': index === selected,
      onClick: () => onSelect(index),
    }),
  };
}
