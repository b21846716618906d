import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import type { productAttributes, SqsProductElement } from './product.element.js';
import { useProduct } from './useProduct.js';

// The button says where it goes: the cart, or the subscription or gift-card checkout.
const LABELS = {
  cart: 'product.add-to-cart',
  subscription: 'product.subscribe',
  'gift-card': 'product.purchase',
} as const;

/**
 * Renders the product: loading or the failure with Retry; else its name, price (the original struck through and both
 * named when on sale), subscription text, option pickers or gift-card amounts, the quantity and Add to cart button (a
 * subscription's Subscribe, a gift card's Purchase, without a quantity) with its reason, and the status.
 */
export function Product({ host, ...options }: ElementProps<typeof productAttributes, SqsProductElement>): ReactNode {
  const b = useProduct(host, options);
  const { t } = b;
  if (b.state === 'idle') return null;
  if (b.state === 'loading')
    return (
      <div part="loading" role="status">
        {t('product.loading')}
      </div>
    );
  if (b.state === 'failed') return <LoadFailed host={host} onRetry={b.retry} />;
  return (
    <div part="base">
      {b.name && <p part="name">{b.name}</p>}
      {b.price && (
        <p part="price">
          {b.price.original ? (
            <>
              <span className="visually-hidden">{t('product.sale-price')} </span>
              <span part="sale-price">{b.price.paid}</span>{' '}
              <s part="original-price">
                <span className="visually-hidden">{t('product.original-price')} </span>
                {b.price.original}
              </s>
            </>
          ) : (
            b.price.paid
          )}
        </p>
      )}
      {b.subscription && <p part="subscription">{b.subscription}</p>}
      {b.pickers.map((picker) => (
        <div part="option" key={picker.name}>
          <label htmlFor={picker.selectProps.id}>{picker.name}</label>
          <select {...picker.selectProps}>
            <option value="">{picker.placeholder}</option>
            {picker.values.map((v) => (
              <option key={v.value} value={v.value} disabled={v.disabled}>
                {v.text}
              </option>
            ))}
          </select>
        </div>
      ))}
      {b.amounts.length > 0 && (
        <fieldset part="amounts">
          <legend>{t('product.amount')}</legend>
          {b.amounts.map((a) => (
            <label key={a.index}>
              <input {...a.inputProps} /> {a.text}
            </label>
          ))}
        </fieldset>
      )}
      {b.kind === 'cart' && (
        <div part="quantity">
          <label htmlFor={b.quantityProps.id}>{t('product.quantity')}</label>
          <input {...b.quantityProps} />
        </div>
      )}
      <button part="add" {...b.addProps}>
        {t(LABELS[b.kind])}
      </button>
      {b.reason && (
        <p part="reason" id={b.reasonId}>
          {b.reason}
        </p>
      )}
      <p part="status" role="status">
        {b.status}
      </p>
      {b.error && (
        <p part="error" role="alert">
          {b.error}
        </p>
      )}
    </div>
  );
}
