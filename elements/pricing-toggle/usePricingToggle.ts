import { useCallback, useId, type KeyboardEvent, type MouseEvent } from 'react';
import { isRightToLeft } from '../shared/direction.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { useVisitorChange } from '../shared/hooks/useVisitorChange.js';
import { nextFocusIndex } from '../shared/roving-focus.js';
import { useMessages } from '../shared/use-messages.js';
import english from './pricing-toggle.en.js';
import { PRICING_SIDES, type PricingSide } from './pricing-toggle.element.js';

/** The host as the hook sees it: the element with its `selected` property. */
export type PricingToggleHost = HTMLElement & { selected: PricingSide };

/** The element's settings, as its attributes give them. */
export interface PricingToggleOptions {
  /** The side shown. */
  selected: PricingSide;
  /** The group's accessible name; empty uses the catalogue's. */
  label: string;
  /** The left button's text; empty uses the catalogue's. */
  leftLabel: string;
  /** The right button's text; empty uses the catalogue's. */
  rightLabel: string;
}

/** One of the two buttons. */
export interface PricingButtonBinding {
  /** Which side the button shows. */
  side: PricingSide;
  /** The button's text. */
  label: string;
  /** True for the pressed button (the side shown). */
  pressed: boolean;
  /** Props for the `<button>`. */
  buttonProps: {
    id: string;
    type: 'button';
    'aria-pressed': boolean;
    'aria-controls': string;
    tabIndex: number;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
}

/** One side's section. */
export interface PricingPanelBinding {
  /** Which side's slot the panel holds. */
  side: PricingSide;
  /** Props for the panel around the slot; the side not shown is `hidden`. */
  panelProps: { id: string; hidden: boolean };
}

/** What `PricingToggle.tsx` needs to render. */
export interface PricingToggleBindings {
  /** Props for the wrapper; `data-motion="reduce"` turns the buttons' transitions off. */
  baseProps: { 'data-motion'?: 'reduce' };
  /** Props for the button group. */
  groupProps: { role: 'group'; 'aria-label': string };
  /** The left button, then the right. */
  buttons: PricingButtonBinding[];
  /** The left section, then the right. */
  panels: PricingPanelBinding[];
}

/**
 * Returns the side the arrow keys, Home or End move to from `side` (`key` as `KeyboardEvent.key`, arrows mirrored
 * when `rtl`), or null for any other key.
 */
export function sideForKey(key: string, side: PricingSide, rtl = false): PricingSide | null {
  const next = nextFocusIndex(key, PRICING_SIDES.indexOf(side), PRICING_SIDES.length, 'horizontal', rtl);
  return next < 0 ? null : PRICING_SIDES[next]!;
}

/**
 * Returns the prop bags of the pricing toggle: a labelled group of two buttons with `aria-pressed`, only the pressed
 * one in the tab order; a click, Enter or Space switches to a button, and the arrow keys, Home and End move focus to
 * the other button and switch to it (selection follows focus: switching only changes what is shown). The side not
 * shown has its panel hidden. A visitor's switch writes `selected` on the host and dispatches `sqs-pricing-change`
 * `{ side }` once the side is shown; changes of `selected` by the host page are not announced.
 */
export function usePricingToggle(host: PricingToggleHost, options: PricingToggleOptions): PricingToggleBindings {
  const { selected, label, leftLabel, rightLabel } = options;
  const t = useMessages(host, english);
  const reducedMotion = useReducedMotion();
  const id = useId();
  // Announced once a visitor's switch shows the side: listeners see the new state.
  const chosen = useVisitorChange(host, 'sqs-pricing-change', selected, (side) => ({ side }));

  const select = useCallback(
    (side: PricingSide) => {
      if (side === selected) return;
      chosen(side);
      host.selected = side;
    },
    [host, selected, chosen],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const button = event.currentTarget;
      const from = button.dataset.side as PricingSide;
      const next = sideForKey(event.key, from, isRightToLeft(button));
      if (!next) return;
      event.preventDefault();
      if (next === from) return;
      button.parentElement?.querySelector<HTMLButtonElement>(`[data-side="${next}"]`)?.focus();
      select(next);
    },
    [select],
  );

  const texts: Record<PricingSide, string> = {
    left: leftLabel.trim() || t('pricing-toggle.left'),
    right: rightLabel.trim() || t('pricing-toggle.right'),
  };
  const panelId = (side: PricingSide): string => `panel${id}${side}`;

  return {
    baseProps: reducedMotion ? { 'data-motion': 'reduce' } : {},
    groupProps: { role: 'group', 'aria-label': label.trim() || t('pricing-toggle.label') },
    buttons: PRICING_SIDES.map((side) => ({
      side,
      label: texts[side],
      pressed: side === selected,
      buttonProps: {
        id: `button${id}${side}`,
        type: 'button',
        'aria-pressed': side === selected,
        'aria-controls': panelId(side),
        tabIndex: side === selected ? 0 : -1,
        onClick: () => select(side),
        onKeyDown,
      },
    })),
    panels: PRICING_SIDES.map((side) => ({ side, panelProps: { id: panelId(side), hidden: side !== selected } })),
  };
}
