import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { emit } from '../shared/emit.js';
import { useListbox, type UseListbox } from '../shared/hooks/useListbox.js';
import { useOwnerSetting, type OwnerSettingState } from '../shared/hooks/useOwnerSetting.js';
import { localeOf } from '../shared/messages.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './font-picker.en.js';
import {
  FONT_CATEGORIES,
  FONT_WEIGHTS,
  FONTS_PATH,
  MAX_FAMILY_LENGTH,
  type FontCategory,
  type FontPickerChangeDetail,
  type SqsFontPickerElement,
} from './font-picker.element.js';

/** One family the reference API offers, checked. */
export interface Font {
  family: string;
  category: FontCategory;
  weights: number[];
  /** The CSS `font-family` that previews it: the family, then its category's generic family. */
  stack: string;
}

/** What the fonts endpoint answered, checked: the families and the site's choices. */
interface FontsAnswer {
  fonts: Font[];
  heading: FontPickerChangeDetail | null;
  body: FontPickerChangeDetail | null;
  /** How many families were left out as malformed. */
  dropped: number;
}

/** What `FontPicker.tsx` needs to render. */
export interface FontPickerBindings {
  /** Reflected as the host's `data-state`. */
  state: OwnerSettingState;
  busy: boolean;
  t: Translate<typeof english>;
  label: string;
  fonts: Font[];
  chosen: Font | undefined;
  weight: number;
  listbox: UseListbox;
  weightLabel(weight: number): string;
  chooseWeight(weight: number): void;
  save(): void;
  saving: boolean;
  status: string;
  retry(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCategory = (value: unknown): value is FontCategory => typeof value === 'string' && value in FONT_CATEGORIES;

/** Returns the CSS `font-family` of `family` (quoted; quotes and backslashes in a name are dropped) then `generic`. */
const stackOf = (family: string, generic: string): string => `"${family.replace(/["\\]/g, '')}", ${generic}`;

/** Returns the family of an untrusted entry, or undefined when it is malformed. */
function readFont(value: unknown): Font | undefined {
  if (!isObject(value) || !isCategory(value.category) || !Array.isArray(value.weights)) return undefined;
  const { family, category } = value;
  if (typeof family !== 'string' || !family || family.length > MAX_FAMILY_LENGTH) return undefined;
  const weights = value.weights.filter((w): w is number => (FONT_WEIGHTS as readonly unknown[]).includes(w));
  if (weights.length === 0) return undefined;
  return {
    family,
    category,
    weights: [...new Set(weights)].sort((a, b) => a - b),
    stack: stackOf(family, FONT_CATEGORIES[category]),
  };
}

/** Returns a stored choice `{ family, weight }`, or null. */
const readChoice = (value: unknown): FontPickerChangeDetail | null =>
  isObject(value) && typeof value.family === 'string' && typeof value.weight === 'number'
    ? { family: value.family, weight: value.weight }
    : null;

/** Reads the fonts endpoint's answer, keeping the well-formed families only. */
function readFonts(body: unknown): FontsAnswer {
  const answer = isObject(body) ? body : {};
  const list = Array.isArray(answer.fonts) ? answer.fonts : [];
  const fonts = list.map(readFont).filter((f): f is Font => f !== undefined);
  return {
    fonts,
    heading: readChoice(answer.heading),
    body: readChoice(answer.body),
    dropped: list.length - fonts.length,
  };
}

/** Returns the weight of `weights` nearest `wanted` (the lighter of two as near). */
const nearest = (weights: number[], wanted: number): number =>
  weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), weights[0]!);

/**
 * Returns the picker's bindings: the families of the reference API (malformed ones left out with a warning), the
 * family and weight chosen (the site's stored choice at first), the listbox, the weights the family has, and Save,
 * which stores the choice for `target`.
 */
export function useFontPicker(
  host: SqsFontPickerElement,
  { target }: { target: 'heading' | 'body' },
): FontPickerBindings {
  const t = useMessages(host, english);
  const locale = localeOf(host);
  const setting = useOwnerSetting(FONTS_PATH, readFonts);
  const { data, state, setStatus } = setting;
  const fonts = useMemo(() => data?.fonts ?? [], [data]);
  // The owner's choice for a target; until there is one, the site's stored choice.
  const [picked, setPicked] = useState<{ target: string; choice: FontPickerChangeDetail } | null>(null);

  const choice = picked?.target === target ? picked.choice : (data?.[target] ?? null);

  const index = choice ? fonts.findIndex((f) => f.family === choice.family) : -1;
  const chosen = index >= 0 ? fonts[index] : undefined;
  const weight = chosen ? nearest(chosen.weights, choice!.weight) : 400;

  const change = useCallback(
    (next: FontPickerChangeDetail) => {
      setPicked({ target, choice: next });
      setStatus('');
      emit(host, 'sqs-font-picker-change', next);
    },
    [host, target, setStatus],
  );
  const labels = useMemo(() => fonts.map((f) => f.family), [fonts]);
  const listbox = useListbox(labels, index, (i) => {
    const font = fonts[i]!;
    change({ family: font.family, weight: nearest(font.weights, choice?.weight ?? 400) });
  });

  const save = () => {
    if (!chosen) return;
    const sent = { family: chosen.family, weight };
    const saved = () => {
      emit(host, 'sqs-font-picker-save', { target, ...sent });
      return t('font-picker.saved', sent);
    };
    setting.save(FONTS_PATH, { [target]: sent }, saved, t('font-picker.save-failed'));
  };

  useLayoutEffect(() => {
    // Told before the state shows ready, so whoever waits for it has the warning too.
    if (data?.dropped) warnOnce(host, 'fonts', `<sqs-font-picker>: left out ${data.dropped} malformed font families.`);
    host.dataset.state = state;
  }, [host, state, data]);

  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return {
    state,
    busy: setting.busy,
    t,
    label: t(target === 'body' ? 'font-picker.label-body' : 'font-picker.label-heading'),
    fonts,
    chosen,
    weight,
    listbox,
    weightLabel: (w) => numbers.format(w),
    chooseWeight: (w) => chosen && w !== weight && change({ family: chosen.family, weight: w }),
    save,
    saving: setting.saving,
    status: setting.status,
    retry: setting.retry,
  };
}
