import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FieldsetHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import english from './review-form.en.js';

/** The longest review text, in characters (the reference API's limit). */
export const MAX_REVIEW_TEXT = 2000;
/** The number of stars. */
export const STARS = 5;

/** What the form shows: the request's state, or the form's outcome. */
export type ReviewFormPhase = 'loading' | 'form' | 'thanks' | 'expired' | 'reviewed' | 'invalid' | 'unavailable';

/** The review request as `GET /api/commerce/review-requests/:token` answers it. */
interface ReviewRequest {
  status?: unknown;
  product?: { name?: unknown };
}

/** One star of the rating: its radio and its label. */
export interface StarBindings {
  /** Props for the radio. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** The spoken label ('1 star' … '5 stars'). */
  label: string;
  /** True when the star is at or below the rating chosen. */
  filled: boolean;
}

/** What the form's markup needs. */
export interface ReviewFormBindings {
  /** The state shown. */
  phase: ReviewFormPhase;
  /** Formats the element's messages. */
  t: Translate<typeof english>;
  /** The product's name, from the request. */
  productName: string;
  /** The heading of the state shown, focused when a submit ends the form (thanks, reviewed, expired). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Props for the form. */
  formProps: FormHTMLAttributes<HTMLFormElement>;
  /** Props for the rating's fieldset. */
  ratingProps: FieldsetHTMLAttributes<HTMLFieldSetElement>;
  /** The five stars. */
  stars: StarBindings[];
  /** The id of the rating error, when it shows. */
  ratingErrorId: string | undefined;
  /** Props for the text area. */
  textProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
  /** True while the review is being sent. */
  submitting: boolean;
  /** True when the last submission failed. */
  failed: boolean;
}

/** Returns the phase a request's answer stands for. */
function phaseOf(status: unknown): ReviewFormPhase {
  return status === 'ok'
    ? 'form'
    : status === 'expired'
      ? 'expired'
      : status === 'reviewed'
        ? 'reviewed'
        : 'unavailable';
}

/**
 * Loads the review request of `token` and returns the bindings of its form: a rating required on submit (the error
 * is described by the group and focus moves to its first star), the review sent through the runtime's data layer
 * (crumbed), the thanks (its heading focused) on success, the reviewed or expired state on 409 or 410, and the
 * failure alert, with the rating and text kept, on any other failure.
 */
export function useReviewForm(host: HTMLElement, token: string): ReviewFormBindings {
  const t = useMessages(host, english);
  const id = useId();
  const [phase, setPhase] = useState<ReviewFormPhase>(token ? 'loading' : 'invalid');
  const [productName, setProductName] = useState('');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  // The answers as the events so far left them. React renders after each event; Preact (the lite build) after the
  // events of one task, so a submit dispatched with them (a script answering, then sending) reads them here.
  const answers = useRef({ rating: 0, text: '' });
  const [ratingError, setRatingError] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const firstStar = useRef<HTMLInputElement | null>(null);
  const sent = useRef(false);
  const path = `/api/commerce/review-requests/${encodeURIComponent(token)}`;

  useEffect(() => {
    if (!token) return setPhase('invalid');
    let live = true;
    setPhase('loading');
    request<ReviewRequest>('GET', path).then(
      (answer) => {
        if (!live) return;
        setProductName(typeof answer?.product?.name === 'string' ? answer.product.name : '');
        setPhase(phaseOf(answer?.status));
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof DataLayerError ? error.status : 0;
        setPhase(status === 400 || status === 404 ? 'invalid' : 'unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [token, path]);

  useLayoutEffect(() => {
    host.dataset.state = phase;
  }, [host, phase]);
  // A submit that ends the form (thanks, or 409/410) replaces the focused button: focus goes to the new heading.
  useEffect(() => {
    if (sent.current && phase !== 'form') headingRef.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (ratingError) firstStar.current?.focus();
  }, [ratingError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const { rating, text } = answers.current;
    if (!rating) return setRatingError((n) => n + 1);
    setSubmitting(true);
    setFailed(false);
    sent.current = true;
    request('POST', `${path}/reviews`, { json: { rating, text } }).then(
      () => setPhase('thanks'),
      (error: unknown) => {
        const status = error instanceof DataLayerError ? error.status : 0;
        if (status === 409) setPhase('reviewed');
        else if (status === 410) setPhase('expired');
        else setFailed(true);
        setSubmitting(false);
      },
    );
  };

  const ratingErrorId = ratingError && !rating ? `${id}-rating-error` : undefined;
  return {
    phase,
    t,
    productName,
    headingRef,
    formProps: { onSubmit, noValidate: true, 'aria-busy': submitting || undefined },
    ratingProps: { 'aria-describedby': ratingErrorId },
    stars: Array.from({ length: STARS }, (_, i) => ({
      inputProps: {
        id: `${id}-star-${i + 1}`,
        type: 'radio',
        name: `${id}-rating`,
        value: String(i + 1),
        checked: rating === i + 1,
        onChange: () => setRating((answers.current.rating = i + 1)),
        ref: i === 0 ? firstStar : undefined,
        'aria-invalid': ratingErrorId ? true : undefined,
      },
      label: t('review.stars', { count: i + 1 }),
      filled: i < rating,
    })),
    ratingErrorId,
    textProps: {
      id: `${id}-text`,
      value: text,
      maxLength: MAX_REVIEW_TEXT,
      rows: 5,
      onChange: (event) => setText((answers.current.text = event.currentTarget.value)),
    },
    submitting,
    failed,
  };
}
