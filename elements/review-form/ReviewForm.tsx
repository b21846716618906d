import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { rendersOnServer } from '../shared/server-render.js';
import type { reviewFormAttributes, SqsReviewFormElement } from './review-form.element.js';
import { useReviewForm } from './useReviewForm.js';

const MESSAGE_OF = {
  loading: 'review.loading',
  expired: 'review.expired',
  reviewed: 'review.already-reviewed',
  thanks: 'review.thanks',
  invalid: 'review.invalid',
  unavailable: 'review.unavailable',
} as const;

/**
 * Renders the state of the review request: a heading with the state's message, or the form — the product's name as
 * its heading, the five stars as a native radio group (visually hidden radios, star labels), the text and 'Submit',
 * with the rating error under the group and the failure alert above the button. On a server, where the request is
 * not loaded and the review could not be sent without the script, the form's title and a note asking for JavaScript.
 */
export function ReviewForm({
  host,
  token,
}: ElementProps<typeof reviewFormAttributes, SqsReviewFormElement>): ReactNode {
  const {
    phase,
    t,
    productName,
    headingRef,
    formProps,
    ratingProps,
    stars,
    ratingErrorId,
    textProps,
    submitting,
    failed,
  } = useReviewForm(host, token);
  if (phase === 'loading' && rendersOnServer(host))
    return (
      <div part="base" data-state={phase}>
        <h2 part="heading">{t('review.title')}</h2>
        <p>{t('review.script-needed')}</p>
      </div>
    );
  if (phase !== 'form')
    return (
      <div part="base" data-state={phase} role={phase === 'loading' ? 'status' : undefined}>
        <h2 part="heading" ref={headingRef} tabIndex={phase === 'loading' ? undefined : -1}>
          {t(MESSAGE_OF[phase])}
        </h2>
      </div>
    );
  return (
    <div part="base" data-state={phase}>
      {productName ? (
        <h2 part="heading" ref={headingRef}>
          {productName}
        </h2>
      ) : null}
      <form part="form" {...formProps}>
        <fieldset part="rating" {...ratingProps}>
          <legend>{t('review.title')}</legend>
          <div className="stars">
            {stars.map(({ inputProps, label, filled }) => (
              <span key={inputProps.id} className="star">
                <input className="radio" {...inputProps} />
                <label part="star" htmlFor={inputProps.id} data-filled={filled || undefined}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z" />
                  </svg>
                  <span className="visually-hidden">{label}</span>
                </label>
              </span>
            ))}
          </div>
          {ratingErrorId ? (
            <p part="error" id={ratingErrorId}>
              {t('review.rating-required')}
            </p>
          ) : null}
        </fieldset>
        <label className="field-label" htmlFor={textProps.id}>
          {t('review.describe')}
        </label>
        <textarea part="text" {...textProps} />
        {failed ? (
          <div part="error" role="alert">
            <strong>{t('review.error')}</strong> <span>{t('review.error-retry')}</span>
          </div>
        ) : null}
        <button part="submit" type="submit" disabled={submitting}>
          {t('review.submit')}
        </button>
      </form>
    </div>
  );
}
