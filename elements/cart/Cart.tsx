import { useId, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { cartAttributes, SqsCartElement } from './cart.element.js';
import { entryPath, optionsText, useCart, useStepper, type CartBindings, type CartEntry } from './useCart.js';

/** Renders an entry's − / number / + stepper. */
function Stepper({ entry, setQuantity, t }: { entry: CartEntry } & Pick<CartBindings, 'setQuantity' | 't'>): ReactNode {
  const { decrease, increase, input } = useStepper(entry, setQuantity, t);
  return (
    <div part="stepper" role="group" aria-label={input['aria-label']}>
      <button part="step" type="button" {...decrease}>
        <span aria-hidden="true">−</span>
      </button>
      <input part="quantity" type="text" inputMode="numeric" autoComplete="off" {...input} />
      <button part="step" type="button" {...increase}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** Renders an entry's details: whether they are complete, Edit Details, and the form once open. */
function EntryDetails({ entry, details, t }: { entry: CartEntry } & Pick<CartBindings, 'details' | 't'>): ReactNode {
  const id = useId();
  const open = details.openId === entry.id;
  return (
    <>
      <div part="details">
        <span part="details-status">{t(entry.detailsComplete ? 'cart.details-complete' : 'cart.details-needed')}</span>
        <button
          part="edit-details"
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => details.toggle(entry.id, entryPath(entry.id), event.currentTarget)}
        >
          {t('cart.edit-details')}
        </button>
      </div>
      {open ? (
        <form
          part="details-form"
          id={id}
          ref={details.formRef}
          aria-label={`${t('cart.edit-details')}: ${entry.productName ?? ''}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            details.save();
          }}
        >
          {details.fields.map((field) => {
            const problem = details.problems[field.name];
            const fieldId = `${id}${field.name}`;
            return (
              <div part="field" key={field.name}>
                <label htmlFor={fieldId}>{field.label}</label>
                <input
                  id={fieldId}
                  name={field.name}
                  value={details.values[field.name] ?? ''}
                  {...(details.masked.has(field.name) ? { type: 'password', autoComplete: 'off' } : {})}
                  required={field.required && !details.masked.has(field.name)}
                  maxLength={field.maxLength}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${fieldId}-problem` : undefined}
                  onChange={(event) => details.change(field.name, event.currentTarget.value)}
                />
                {problem ? (
                  <span part="field-error" id={`${fieldId}-problem`}>
                    {problem === 'too-long'
                      ? t('cart.field-too-long', { max: field.maxLength ?? 0 })
                      : t('cart.field-required')}
                  </span>
                ) : null}
              </div>
            );
          })}
          <p part="form-error" role="alert">
            {details.formError}
          </p>
          <div part="form-actions">
            <button part="save" type="submit">
              {t('cart.save')}
            </button>
            <button part="cancel" type="button" onClick={details.close}>
              {t('cart.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}

/** Renders the cart page: heading, entries with steppers, totals, the failure message and the two actions. */
export function Cart({ host, continueUrl }: ElementProps<typeof cartAttributes, SqsCartElement>): ReactNode {
  const { t, status, cart, error, money, continueHref, setQuantity, checkout, underMinimum, noticeId, details } =
    useCart(host, continueUrl);
  const headingId = useId();
  const empty = status === 'ready' && cart.entries.length === 0;
  const totals: Array<[string, string]> = [
    [t('cart.subtotal'), money(cart.subtotalCents)],
    [t('cart.tax'), money(cart.taxCents)],
    [t('cart.shipping'), money(cart.shippingCostCents)],
    ...(cart.discountCents ? [[t('cart.discount'), `−${money(cart.discountCents)}`] as [string, string]] : []),
    [t('cart.total'), money(cart.grandTotalCents)],
  ];
  return (
    <section part="base" aria-labelledby={headingId} aria-busy={status === 'loading'} data-state={status}>
      <h2 part="heading" id={headingId}>
        {t('cart.title')}
      </h2>
      {status === 'loading' ? <p>{t('cart.loading')}</p> : null}
      {status === 'failed' ? <p part="empty">{t('cart.try-again')}</p> : null}
      {empty ? <p part="empty">{t('cart.empty')}</p> : null}
      {status === 'ready' && !empty ? (
        <>
          <ul part="entries">
            {cart.entries.map((entry) => (
              <li part="entry" key={entry.id} data-entry={entry.id}>
                <div part="name">
                  {entry.productName}
                  {optionsText(entry) ? <span className="options">{optionsText(entry)}</span> : null}
                </div>
                <Stepper entry={entry} setQuantity={setQuantity} t={t} />
                <span part="price">{money(entry.lineTotalCents)}</span>
                {entry.hasDetails ? <EntryDetails entry={entry} details={details} t={t} /> : null}
              </li>
            ))}
          </ul>
          <dl part="totals">
            {totals.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {/* Always present, so a failure written into it is announced. */}
      <p part="error" role="alert">
        {error}
      </p>
      {underMinimum ? (
        <p part="notice" id={noticeId}>
          {t('cart.minimum-subtotal', { amount: money(cart.minimumSubtotalCents) })}
        </p>
      ) : null}
      <div part="actions">
        <a part="continue" href={continueHref}>
          {t('cart.continue-shopping')}
        </a>
        {status === 'ready' && !empty ? (
          <button
            part="checkout"
            type="button"
            aria-disabled={underMinimum || undefined}
            aria-describedby={underMinimum ? noticeId : undefined}
            onClick={checkout}
          >
            {t('cart.checkout')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
