import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cartStore, syncCart, type ShoppingCart } from '../../runtime/cart.js';
import { checkoutUrl } from '../../runtime/checkout.js';
import { credentialsFor } from '../../runtime/context.js';
import { request } from '../../runtime/data-layer.js';
import { formatMoney, fromMinorUnits } from '../../runtime/money.js';
import { defaultTransport, withoutBody } from '../../runtime/transport.js';
import { showConfirm } from '../dialog/dialogs.js';
import { emit } from '../shared/emit.js';
import { localeOf } from '../shared/messages.js';
import commerce from '../shared/messages/commerce.en.js';
import { safeUrl } from '../shared/safe-url.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './cart.en.js';
import { useEntryDetails, type EntryDetailsBindings } from './useEntryDetails.js';

/** The cart's endpoints (docs/reference-api.md "Store"). */
export const CART_PATH = '/api/commerce/cart';
/** Returns the path of entry `id`. */
export const entryPath = (id: CartEntry['id']) => `${CART_PATH}/entries/${encodeURIComponent(String(id))}`;

/** The largest quantity the stepper offers (the reference API's per-entry maximum). */
export const MAX_QUANTITY = 999;

const MESSAGES = { ...commerce, ...english };

/** One line of the cart entity as the commerce API sends it. */
export type CartEntry = {
  id: string | number;
  productName?: string;
  optionValues?: Array<{ optionName?: string; value?: string }> | Record<string, string>;
  quantity: number;
  unitPriceCents?: number;
  lineTotalCents?: number;
  /** Whether the product asks for details (a gift card's recipient), and whether the required ones are given. */
  hasDetails?: boolean;
  detailsComplete?: boolean;
};

/** The cart entity with the minimum-subtotal fields the store sends. */
export type CartEntity = Omit<Partial<ShoppingCart>, 'entries'> & {
  entries: CartEntry[];
  minimumSubtotalCents?: number;
  minimumSubtotalMet?: boolean;
};

/** Where the cart is: loading, shown, or not loaded. */
export type CartStatus = 'loading' | 'ready' | 'failed';

/** Returns `entity` when it has an entries list, else an empty cart. */
function readCart(entity: unknown): CartEntity {
  const cart = (entity ?? {}) as CartEntity;
  return Array.isArray(cart.entries) ? cart : { ...cart, entries: [] };
}

/** Returns the options of an entry as text (`Size: M, Colour: Sage`). */
export function optionsText(entry: CartEntry): string {
  const values = entry.optionValues;
  if (!values) return '';
  const pairs = Array.isArray(values)
    ? values.map((v) => [v.optionName ?? '', v.value ?? ''])
    : Object.entries(values).map(([name, value]) => [name, String(value)]);
  return pairs.map(([name, value]) => (name ? `${name}: ${value}` : value)).join(', ');
}

/** Returns the cart with entry `id` at `quantity` (its line total with it); 0 leaves the entry out. */
export function withQuantity(cart: CartEntity, id: CartEntry['id'], quantity: number): CartEntity {
  const entries = cart.entries.flatMap((entry) => {
    if (entry.id !== id) return [entry];
    if (quantity === 0) return [];
    const line = entry.unitPriceCents === undefined ? {} : { lineTotalCents: entry.unitPriceCents * quantity };
    return [{ ...entry, ...line, quantity }];
  });
  return { ...cart, entries };
}

/** Returns a whole quantity within 0 … MAX_QUANTITY from typed text, or null when it is not a number. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(MAX_QUANTITY, Number(text));
}

/** What the cart's markup needs. */
export interface CartBindings {
  /** Formats the cart's messages. */
  t: Translate<typeof MESSAGES>;
  status: CartStatus;
  /** The cart as shown: optimistic changes applied. */
  cart: CartEntity;
  /** The failure message of the latest change, or ''. */
  error: string;
  /** Formats cents in the cart's currency. */
  money: (cents: number | undefined) => string;
  /** The checked Continue Shopping URL. */
  continueHref: string;
  /** Sets an entry's quantity; 0 asks to confirm the removal first. */
  setQuantity: (entry: CartEntry, quantity: number) => void;
  /** Goes to checkout (nothing while under the minimum). */
  checkout: () => void;
  /** Whether the order subtotal is under the store's minimum (spec 001 §8). */
  underMinimum: boolean;
  /** The id of the minimum-subtotal notice, Checkout's description. */
  noticeId: string;
  /** The open details form of an entry. */
  details: EntryDetailsBindings;
}

/**
 * Loads the cart and changes it: a change shows at once and is sent through the data layer (crumbed), one after
 * another; a failure rolls back to the cart the server last confirmed and says the spec's message. Each answer syncs
 * the runtime cart store (in the host's locale), and the cart shown follows the store, so an add elsewhere on the page
 * appears at once. Checkout asks /commerce/goto-checkout and follows its redirect, or shows the spec's alert.
 */
export function useCart(host: HTMLElement, continueUrl: string): CartBindings {
  const t = useMessages(host, MESSAGES);
  const [status, setStatus] = useState<CartStatus>('loading');
  const [cart, setCart] = useState<CartEntity>({ entries: [] });
  const [error, setError] = useState('');
  // The cart as the server last confirmed it: what a failed change rolls back to.
  const confirmed = useRef<CartEntity>(cart);
  const shown = useRef<CartEntity>(cart);
  // Changes are sent one after another, so the server sees them in the visitor's order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const noticeId = useId();

  const show = useCallback((next: CartEntity) => {
    shown.current = next;
    setCart(next);
  }, []);

  const locale = localeOf(host);
  // Every cart the page's store receives — this cart's answers, and a product's add — is the cart shown.
  useEffect(
    () =>
      cartStore().subscribe((entity) => {
        const next = readCart(entity);
        confirmed.current = next;
        // A later change still on its way keeps its optimistic state until its own answer.
        if (pending.current === 0) show(next);
      }),
    [show],
  );

  const accept = useCallback(
    (entity: unknown) => {
      syncCart(readCart(entity), { locale });
    },
    [locale],
  );

  useEffect(() => {
    let live = true;
    request('GET', CART_PATH).then(
      (entity) => {
        if (!live) return;
        accept(entity);
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [accept]);

  const send = useCallback(
    (entry: CartEntry, quantity: number) => {
      const removing = quantity === 0;
      setError('');
      show(withQuantity(shown.current, entry.id, quantity));
      pending.current += 1;
      const call = () =>
        removing ? request('DELETE', entryPath(entry.id)) : request('PUT', entryPath(entry.id), { json: { quantity } });
      queue.current = queue.current.then(call).then(
        (entity) => {
          pending.current -= 1;
          accept(entity);
        },
        () => {
          pending.current -= 1;
          show(confirmed.current);
          setError(t(removing ? 'cart.error-remove' : 'cart.error-quantity'));
        },
      );
    },
    [accept, show, t],
  );

  const setQuantity = useCallback(
    (entry: CartEntry, quantity: number) => {
      const current = shown.current.entries.find((e) => e.id === entry.id);
      if (!current || current.quantity === quantity) return;
      if (quantity > 0) return send(entry, quantity);
      // spec 001 §8: setting a quantity to 0 asks to confirm the removal.
      void showConfirm({
        heading: t('cart.remove-heading'),
        message: t('cart.confirm-remove', { product: entry.productName ?? '' }),
        confirmText: t('cart.remove'),
      }).then((result) => result === 'confirm' && send(entry, 0));
    },
    [send, t],
  );

  const underMinimum = cart.entries.length > 0 && cart.minimumSubtotalMet === false;

  const checkout = useCallback(() => {
    if (underMinimum) return;
    setError('');
    // The server knows whether the cart session is there (its cookie is HttpOnly): ask it, then follow its redirect.
    // Not the data layer: the answer that matters is the redirect (a page), not a JSON body.
    const url = checkoutUrl();
    defaultTransport.fetch(url, { credentials: credentialsFor(url), headers: { accept: 'application/json' } }).then(
      (response) => {
        withoutBody(response);
        if (response.ok && response.redirected) {
          const url = response.url;
          if (emit(host, 'sqs-cart-checkout', { url }, { cancelable: true })) location.assign(url);
        } else if (response.status === 401) {
          // spec 000 §2: "an alert", which holds the visitor on the page until read.
          window.alert(t('checkout.session-expired'));
        } else setError(t('cart.try-again'));
      },
      () => setError(t('cart.check-connection')),
    );
  }, [host, t, underMinimum]);

  const messages = useMemo(
    () => ({
      openFailed: () => setError(t('cart.error-open-form')),
      updateFailed: () => t('cart.error-update-form'),
      missing: () => t('cart.error-missing-information'),
    }),
    [t],
  );
  const details = useEntryDetails(messages, accept);

  const currency = cart.subtotalAmount?.currencyCode;
  const money = useCallback(
    (cents: number | undefined) => formatMoney(fromMinorUnits(cents ?? 0, currency), currency, locale),
    [currency, locale],
  );

  return {
    t,
    status,
    cart,
    error,
    money,
    continueHref: safeUrl(continueUrl) ?? '/',
    setQuantity,
    checkout,
    underMinimum,
    noticeId,
    details,
  };
}

/** What one entry's stepper needs. */
export interface StepperBindings {
  decrease: { onClick: () => void; 'aria-label': string };
  increase: { onClick: () => void; 'aria-label': string; disabled: boolean };
  input: {
    value: string;
    'aria-label': string;
    onChange: (event: { currentTarget: HTMLInputElement }) => void;
    onKeyDown: (event: KeyboardEvent | { key: string; preventDefault(): void }) => void;
    onBlur: () => void;
  };
}

/**
 * Returns the props of an entry's − / number / + stepper: the buttons step by one, the field takes a typed number on
 * Enter or when it loses focus, and ArrowUp / ArrowDown step it.
 */
export function useStepper(
  entry: CartEntry,
  setQuantity: CartBindings['setQuantity'],
  t: CartBindings['t'],
): StepperBindings {
  // What the visitor is typing; null shows the entry's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const product = entry.productName ?? '';
  const commit = (quantity: number | null) => {
    setDraft(null);
    if (quantity !== null) setQuantity(entry, Math.max(0, Math.min(MAX_QUANTITY, quantity)));
  };
  const step = (by: number) => commit(entry.quantity + by);
  return {
    decrease: { onClick: () => step(-1), 'aria-label': t('cart.decrease', { product }) },
    increase: {
      onClick: () => step(1),
      'aria-label': t('cart.increase', { product }),
      disabled: entry.quantity >= MAX_QUANTITY,
    },
    input: {
      value: draft ?? String(entry.quantity),
      'aria-label': t('cart.quantity', { product }),
      onChange: (event) => setDraft(event.currentTarget.value),
      onKeyDown: (event) => {
        const by = { ArrowUp: 1, ArrowDown: -1 }[event.key];
        if (by) {
          event.preventDefault();
          step(by);
        } else if (event.key === 'Enter') {
          // Without this the same key press would also click the button the confirm dialog focuses (Cancel).
          event.preventDefault();
          commit(draft === null ? null : parseQuantity(draft));
        }
      },
      onBlur: () => draft !== null && commit(parseQuantity(draft)),
    },
  };
}
