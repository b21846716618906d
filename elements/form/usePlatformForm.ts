import { useEffect } from 'react';
import { warnUnknownKeys } from '../shared/block-json.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { warnOnce } from '../shared/warn.js';
import { readPlatformForm, type PlatformForm } from './platform-form.js';

/** Keys of the block data the form reads: into its definition, or into what it sends. */
const READ_KEYS = [
  'formId',
  'collectionId',
  'objectName',
  'formFields',
  'formSubmitButtonText',
  'submitButtonText',
  'formSubmissionMessage',
  'successRedirect',
  'captchaEnabled',
];

/** Keys of the block data that change nothing a visitor sees, whatever their value. */
const QUIET_KEYS = [
  // The platform's own origin for its scripts; the element sends to the site's API (spec 000 §7).
  'secureUrl',
  // The name the editor gives the form; a visitor sees it only with `showTitle`.
  'formName',
  // Which of the platform's scripts renders the form.
  'useFormsJs',
  // The platform's per-country layouts of phone and address parts; the parts are spec 000 §3's.
  'formFieldFormats',
  // The platform's texts; the element's message catalogue gives them in the page's language.
  'localizedStrings',
  // The name field shows first and last name either way.
  'isFirstLastNameShowEnabled',
];

/** Keys of the block data that change nothing a visitor sees at these values (the platform's defaults). */
const QUIET_VALUES: Record<string, readonly unknown[]> = {
  buttonAlignment: ['', null, 'left'],
  buttonVariant: ['', null, 'primary'],
  submissionVerticalAlignment: ['', null],
  submissionTextAlignment: ['', null],
  submissionAnimation: ['', null],
  submissionMessageTextStyle: ['', null],
  firstFieldHighlightType: ['', null],
  // The captcha's light theme and start alignment: the widget's own defaults.
  captchaTheme: [1, null],
  captchaAlignment: [1, null],
  showTitle: [false, null],
  useLightbox: [false, null],
  lightboxHandleText: ['', null],
};

/** Returns the keys of `block` the form understands at their values: read, quiet, or at a quiet value. */
function knownKeys(block: Record<string, unknown>): string[] {
  const quiet = Object.keys(QUIET_VALUES).filter((key) => QUIET_VALUES[key]!.includes(block[key]));
  const disclaimer = block.disclaimerMessage;
  // An empty disclaimer shows nothing; one with text would show under the form.
  const empty = disclaimer === null || (typeof disclaimer === 'object' && !(disclaimer as { html?: unknown }).html);
  return [...READ_KEYS, ...QUIET_KEYS, ...quiet, ...(empty ? ['disclaimerMessage'] : [])];
}

/** Returns whether two readings are the same (the light DOM changed elsewhere). */
const same = (a: PlatformForm | undefined, b: PlatformForm | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** What the form shows of what it could not read: a message, '' when all was read or outside development. */
export interface PlatformReading {
  /** The platform's form, or undefined when the element has none. */
  platform: PlatformForm | undefined;
  /** The visible message of development, '' when there is none to show. */
  notice: string;
}

/**
 * Returns the platform's form in `host`'s light DOM (`readPlatformForm`), followed as the light DOM, the
 * `block-json` attribute and the id change, unless `property` (a definition set in code) takes its place. Warns once per key of
 * the block data the form does not understand, and once, naming the element, what could not be read; `dev` also
 * shows that message.
 */
export function usePlatformForm(host: HTMLElement, property: unknown, dev: boolean): PlatformReading {
  const read = useLightDom(host, readPlatformForm, { same, attributes: ['block-json', 'id'] });
  const platform = property === null || property === undefined ? read : undefined;
  const problems = platform?.problems.join('; ') ?? '';
  const id = host.getAttribute('form-id') || platform?.formId;
  const message = problems
    ? `<${host.localName}${id ? ` form-id="${id}"` : ''}>: could not read the page's form (${problems}).`
    : '';
  useEffect(() => {
    if (!platform) return;
    warnUnknownKeys(host, platform.context, knownKeys(platform.context));
    if (message) warnOnce(host, 'platform-form', message);
  }, [host, platform, message]);
  return { platform, notice: dev ? message : '' };
}
