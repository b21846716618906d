import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { donationAttributes, SqsDonationElement } from './donation.element.js';
import { useDonation } from './useDonation.js';

/**
 * Renders the donation form: the radio group of amounts (the presets and Other), the Other amount field, the Donate
 * button, the polite status and the error; nothing without a donation page.
 */
export function Donation({ host, ...options }: ElementProps<typeof donationAttributes, SqsDonationElement>): ReactNode {
  const b = useDonation(host, options);
  const { t } = b;
  if (!b.shown) return null;
  return (
    <form part="base" {...b.formProps}>
      <fieldset part="amounts">
        <legend>{t('donation.legend')}</legend>
        {b.radios.map((r) => (
          <label part="amount" key={r.key} htmlFor={r.inputProps.id}>
            <input {...r.inputProps} /> {r.text}
          </label>
        ))}
      </fieldset>
      <div part="other">
        <label htmlFor={b.otherProps.id}>{t('donation.other-amount')}</label>
        <input {...b.otherProps} />
      </div>
      <button part="donate" type="submit">
        {b.donateText}
      </button>
      <p part="status" role="status">
        {b.status}
      </p>
      <p part="error" id={b.errorId} role="alert">
        {b.error}
      </p>
    </form>
  );
}
