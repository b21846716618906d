import { useId, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { OwnerSetting } from '../shared/OwnerSetting.js';
import type { fontPickerAttributes, SqsFontPickerElement } from './font-picker.element.js';
import { useFontPicker } from './useFontPicker.js';

/**
 * Renders the picker: its label, the listbox of families (each in its own family, `style` set through the CSSOM, which
 * a strict Content-Security-Policy allows), the chosen family's weights, a sample line, Save and its status; or
 * loading, or the failure (or the sign-in need) with Retry.
 */
export function FontPicker({
  host,
  ...options
}: ElementProps<typeof fontPickerAttributes, SqsFontPickerElement>): ReactNode {
  const b = useFontPicker(host, options);
  const { t, chosen } = b;
  const id = useId();
  const say = {
    failed: t('common.unable-to-load-fonts'),
    signIn: t('font-picker.sign-in'),
    retry: t('font-picker.retry'),
    loading: t('font-picker.loading'),
  };
  return (
    <OwnerSetting
      host={host}
      labelId={`${id}label`}
      label={b.label}
      state={b.state}
      busy={b.busy}
      status={b.status}
      onRetry={b.retry}
      say={say}
    >
      <>
        <ul part="listbox" aria-labelledby={`${id}label`} {...b.listbox.listboxProps}>
          {b.fonts.map((font, i) => (
            <li key={font.family} part="option" style={{ fontFamily: font.stack }} {...b.listbox.optionProps(i)}>
              {font.family} <span part="category">{t(`font-picker.category-${font.category}`)}</span>
            </li>
          ))}
        </ul>
        {chosen ? (
          <>
            <fieldset part="weights">
              <legend>{t('font-picker.weights')}</legend>
              {chosen.weights.map((w) => (
                <label key={w} part="weight" style={{ fontFamily: chosen.stack, fontWeight: w }}>
                  <input
                    type="radio"
                    name={`${id}weight`}
                    value={w}
                    checked={w === b.weight}
                    onChange={() => b.chooseWeight(w)}
                  />
                  {b.weightLabel(w)}
                </label>
              ))}
            </fieldset>
            <p part="preview" style={{ fontFamily: chosen.stack, fontWeight: b.weight }}>
              {t('font-picker.sample')}
            </p>
          </>
        ) : null}
        <button type="button" part="save" disabled={!chosen || b.saving} onClick={b.save}>
          {t('font-picker.save')}
        </button>
      </>
    </OwnerSetting>
  );
}
