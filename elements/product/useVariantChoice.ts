import { useId, useState, type ChangeEvent } from 'react';
import { ProductType } from '../../runtime/enums.js';
import {
  displayPrice,
  inStock,
  optionNames,
  variantFor,
  type ItemId,
  type Product,
  type ProductData,
  type ProductVariant,
} from '../../runtime/products.js';
import type english from '../shared/messages/commerce.en.js';
import type { Translate } from '../shared/use-messages.js';

/** One option as chosen: its name, the value chosen ('' for none) and each value with whether it is sold out. */
export interface OptionChoice {
  name: string;
  chosen: string;
  values: Array<{ value: string; soldOut: boolean }>;
}

/** One gift-card amount: its variant's index, its price in cents, whether it is sold out and whether it is chosen. */
export interface AmountOption {
  index: number;
  cents: number;
  soldOut: boolean;
  checked: boolean;
}

/** Why the choice cannot be added to the cart (the catalogue key, with the options still to choose), or null. */
export type ChoiceReason =
  | { key: 'product.unavailable' | 'product.choose-amount' | 'product.sold-out' }
  | { key: 'product.choose-options'; options: string[] }
  | null;

/** What a choice comes to: the variant (and its id, '' for none), the pickers, the amounts and the reason. */
export interface Choice {
  variant: ProductVariant | undefined;
  variantId: ItemId;
  pickers: OptionChoice[];
  amounts: AmountOption[];
  reason: ChoiceReason;
}

/** Returns each option's values, in the order the variants give them. */
export function optionValuesOf(product: Product): Array<{ name: string; values: string[] }> {
  return optionNames(product).map((name) => ({
    name,
    values: [
      ...new Set(
        product.variants.flatMap((v) => v.optionValues.filter((o) => o.optionName === name).map((o) => o.value)),
      ),
    ],
  }));
}

/**
 * Returns whether `value` of option `name` is sold out given the other options `chosen`: no variant with that value,
 * agreeing with every other chosen option, is in stock.
 */
export function soldOut(
  product: Product,
  chosen: Readonly<Record<string, string>>,
  name: string,
  value: string,
): boolean {
  const agrees = (v: ProductVariant) =>
    v.optionValues.every((o) =>
      o.optionName === name
        ? o.value === value
        : !Object.hasOwn(chosen, o.optionName) || chosen[o.optionName] === o.value,
    ) && v.optionValues.some((o) => o.optionName === name);
  return !product.variants.some((v) => agrees(v) && inStock(v));
}

/**
 * Returns what the visitor's choice comes to — the options `chosen` (name → value) or, for a gift card, the `amount`
 * (a variant's index, null for none): the variant it picks with its id, the option pickers (each value sold out or
 * not), the gift card's amounts, and why it cannot be added: no variants, no amount, options left to choose, sold out,
 * or a variant without an id. Pure: the same arguments give the same choice.
 */
export function choiceOf(data: ProductData, chosen: Readonly<Record<string, string>>, amount: number | null): Choice {
  const { product } = data;
  const isGift = product.productType === ProductType.giftCard;
  const index = isGift ? (amount ?? -1) : product.variants.indexOf(variantFor(product, chosen) as ProductVariant);
  const variant = product.variants[index];
  const variantId = index >= 0 ? (data.variantIds[index] ?? '') : '';
  const names = isGift ? [] : optionValuesOf(product);
  const pickers = names.map(({ name, values }) => ({
    name,
    chosen: chosen[name] ?? '',
    values: values.map((value) => ({ value, soldOut: soldOut(product, chosen, name, value) })),
  }));
  const amounts = isGift
    ? product.variants.map((v, i) => ({
        index: i,
        cents: displayPrice(v).cents,
        soldOut: !inStock(v),
        checked: i === amount,
      }))
    : [];
  const unchosen = names.filter(({ name }) => !Object.hasOwn(chosen, name)).map(({ name }) => name);
  let reason: ChoiceReason = null;
  if (product.variants.length === 0) reason = { key: 'product.unavailable' };
  else if (isGift && !variant) reason = { key: 'product.choose-amount' };
  else if (unchosen.length > 0) reason = { key: 'product.choose-options', options: unchosen };
  else if (variant && !inStock(variant)) reason = { key: 'product.sold-out' };
  else if (!variant || variantId === '') reason = { key: 'product.unavailable' };
  return { variant, variantId, pickers, amounts, reason };
}

/** One option picker. */
export interface OptionPicker {
  name: string;
  selectProps: {
    id: string;
    value: string;
    onChange(event: ChangeEvent<HTMLSelectElement>): void;
  };
  /** The placeholder's text, then each value with its text and whether it is disabled. */
  placeholder: string;
  values: Array<{ value: string; text: string; disabled: boolean }>;
}

/** One gift-card amount. */
export interface AmountChoice {
  index: number;
  text: string;
  inputProps: {
    type: 'radio';
    name: string;
    checked: boolean;
    disabled: boolean;
    onChange(): void;
  };
}

/** What `useVariantChoice` returns: the variant chosen, the prop bags of its pickers and amounts, and the reason. */
export interface VariantChoice {
  variant: ProductVariant | undefined;
  variantId: ItemId;
  pickers: OptionPicker[];
  amounts: AmountChoice[];
  /** Why the button is disabled, as text ('' when it is not). */
  reason: string;
}

/**
 * Holds the options chosen and the gift card's amount, and returns their `choiceOf` with its select and radio prop
 * bags and the reason as text (`money` formats an amount's cents, `locale` lists the options left to choose).
 */
export function useVariantChoice(
  data: ProductData | undefined,
  t: Translate<typeof english>,
  locale: string,
  money: (cents: number) => string,
): VariantChoice {
  const uid = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState<number | null>(null);
  if (!data) return { variant: undefined, variantId: '', pickers: [], amounts: [], reason: '' };
  const choice = choiceOf(data, chosen, amount);
  const choose = (name: string, value: string) =>
    setChosen((previous) => {
      const next = { ...previous };
      if (value) next[name] = value;
      else delete next[name];
      return next;
    });
  const { reason } = choice;
  return {
    variant: choice.variant,
    variantId: choice.variantId,
    pickers: choice.pickers.map(({ name, chosen: value, values }, i) => ({
      name,
      placeholder: t('product.choose-option', { option: name }),
      selectProps: { id: `${uid}-option-${i}`, value, onChange: (event) => choose(name, event.target.value) },
      values: values.map((v) => ({
        value: v.value,
        disabled: v.soldOut,
        text: v.soldOut ? t('product.sold-out-option', { value: v.value }) : v.value,
      })),
    })),
    amounts: choice.amounts.map(({ index, cents, soldOut: out, checked }) => ({
      index,
      text: out ? t('product.sold-out-option', { value: money(cents) }) : money(cents),
      inputProps: { type: 'radio', name: `${uid}-amount`, checked, disabled: out, onChange: () => setAmount(index) },
    })),
    reason: !reason
      ? ''
      : reason.key === 'product.choose-options'
        ? t(reason.key, { options: new Intl.ListFormat(locale, { type: 'conjunction' }).format(reason.options) })
        : t(reason.key),
  };
}
