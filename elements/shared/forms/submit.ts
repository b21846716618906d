/**
 * The submission calls (spec 000 §7 "form calls"): a one-time key from `POST /api/form/FormSubmissionKey`, then
 * `POST /api/form/SaveFormSubmission`; every answer is turned into an outcome with the messages of spec 000 §8.
 */
import { getSiteContext } from '../../../runtime/context.js';
import { DataLayerError, requestAnswer, type DataLayerAnswer } from '../../../runtime/data-layer.js';
import { defaultTransport, type Transport } from '../../../runtime/transport.js';
import type { FieldError, FormErrors, FormValues } from './validate.js';

/** What the form sends besides its values. */
export interface SubmissionInfo {
  /** Form id. */
  formId: string;
  /** Collection (page) id the form lives on. */
  collectionId: string;
  /** Object name of the block. */
  objectName: string;
  /** Whether the form sits in a popup overlay. */
  isOverlayForm: boolean;
  /** The submit button's text. */
  submitButtonText: string;
  /** The captcha response, when there is a captcha. */
  captchaKey?: string;
}

/** How a submission ended. */
export type SubmissionOutcome =
  { ok: true; response: unknown } | { ok: false; status: number; error: FieldError; fieldErrors: FormErrors };

/** The body of `SaveFormSubmission`: spec 000 §3 "Form submission" plus its page and analytics fields. */
export interface SubmissionPayload {
  key: string;
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** JSON of field id → value. */
  form: string;
  captchaKey?: string;
  pageTitle: string;
  pageId: string;
  /** 'i' for an item page, 'c' for a collection page. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
  /** The page the visit started on. */
  landingUrl: string;
  /** The page the visitor came from. */
  referrer: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STATUS_KEYS: Record<number, FieldError['key']> = {
  401: 'form.error-401',
  404: 'form.error-404',
  429: 'form.error-429',
  500: 'form.error-500',
};

/** Returns the page fields of the payload from the site context and the document. */
function pageFields(): Pick<
  SubmissionPayload,
  'pageTitle' | 'pageId' | 'contentSource' | 'pagePath' | 'pagePermissionTypeValue' | 'landingUrl' | 'referrer'
> {
  const context = getSiteContext() as ReturnType<typeof getSiteContext> & { pagePermissionTypeValue?: unknown };
  const permission = Number(context.pagePermissionTypeValue);
  return {
    pageTitle: document.title,
    pageId: context.itemId ?? context.collectionId ?? '',
    contentSource: context.itemId ? 'i' : 'c',
    pagePath: location.pathname,
    pagePermissionTypeValue: Number.isInteger(permission) ? permission : 1,
    landingUrl: location.href,
    referrer: document.referrer,
  };
}

/**
 * POSTs `json` (or nothing) to `path` through the data layer — spec 000 §7: credentials included, to the site or an API
 * base the host trusts only — and resolves with the answer whatever its status: the form has a message for each.
 */
const post = (transport: Transport, path: string, json?: SubmissionPayload): Promise<DataLayerAnswer> =>
  requestAnswer('POST', path, json === undefined ? {} : { json }, transport);

/** Returns whether `error` is a refusal with an answer (a second crumb failure, a login or authorization refused). */
const refused = (error: unknown): error is DataLayerError => error instanceof DataLayerError && error.status > 0;

/** Returns the outcome of a failed `SaveFormSubmission` answer (spec 000 §8 "Form"). */
export function failureOf(status: number, body: unknown): SubmissionOutcome {
  const fieldErrors: FormErrors = {};
  const record = isObject(body) ? body : {};
  if (status === 400 && isObject(record.errors)) {
    for (const [id, text] of Object.entries(record.errors))
      if (typeof text === 'string') fieldErrors[id] = { key: 'form.invalid', text };
    if (Object.keys(fieldErrors).length) return { ok: false, status, error: { key: 'form.invalid' }, fieldErrors };
  }
  const statusKey = STATUS_KEYS[status];
  if (statusKey) return { ok: false, status, error: { key: statusKey }, fieldErrors };
  const serverText = [record.error, record.message].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (serverText) return { ok: false, status, error: { key: 'form.error-unknown', text: serverText }, fieldErrors };
  return { ok: false, status, error: { key: 'form.error-unknown' }, fieldErrors };
}

/**
 * Gets a key and saves `values`; resolves with the outcome, never rejects. No key (a failed, refused or keyless answer)
 * is 'Could not get a form submission key…'; no connection is the network message.
 */
export async function submitForm(
  info: SubmissionInfo,
  values: FormValues,
  transport: Transport = defaultTransport,
): Promise<SubmissionOutcome> {
  let key: unknown;
  try {
    const answer = await post(transport, '/api/form/FormSubmissionKey');
    const data = isObject(answer.body) && isObject(answer.body.data) ? answer.body.data : {};
    key = answer.status >= 200 && answer.status < 300 ? data.key : undefined;
  } catch (error) {
    if (!refused(error)) return { ok: false, status: 0, error: { key: 'form.error-network' }, fieldErrors: {} };
  }
  if (typeof key !== 'string' || !key)
    return { ok: false, status: 0, error: { key: 'form.error-key' }, fieldErrors: {} };
  let form: string;
  try {
    form = JSON.stringify(values);
  } catch {
    return { ok: false, status: 0, error: { key: 'form.error-parse' }, fieldErrors: {} };
  }
  const payload: SubmissionPayload = {
    key,
    formId: info.formId,
    collectionId: info.collectionId,
    objectName: info.objectName,
    isOverlayForm: info.isOverlayForm,
    submitButtonText: info.submitButtonText,
    form,
    ...(info.captchaKey ? { captchaKey: info.captchaKey } : {}),
    ...pageFields(),
  };
  let answer: DataLayerAnswer;
  try {
    answer = await post(transport, '/api/form/SaveFormSubmission', payload);
  } catch (error) {
    if (refused(error)) return failureOf(error.status, error.body);
    return { ok: false, status: 0, error: { key: 'form.error-network' }, fieldErrors: {} };
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (!answer.parsed)
      return { ok: false, status: answer.status, error: { key: 'form.error-processing' }, fieldErrors: {} };
    return { ok: true, response: answer.body };
  }
  return failureOf(answer.status, answer.body);
}
