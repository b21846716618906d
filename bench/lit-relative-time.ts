/**
 * The comparison element of the render bench's second comparison: `<sqs-relative-time>`'s behaviour written with Lit
 * — parse the ISO `datetime`, word it with `Intl.RelativeTimeFormat` (one formatter per locale), render a `<time>` in
 * its shadow root, and refresh every 5 s from one shared timer while on screen (one shared IntersectionObserver).
 * Defines `<bench-lit-relative-time>`. scripts/bench.mjs bundles it (Lit included) into bench/.build/; it is never
 * shipped.
 */
import { css, html, LitElement, nothing } from 'lit';

const REFRESH_MS = 5000;
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86400],
  ['week', 7 * 86400],
  ['month', 30 * 86400],
  ['year', 365 * 86400],
];
const LIMITS = [3600, 86400, 7 * 86400, 30 * 86400, 365 * 86400, Infinity];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormat = (locale: string) => {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return format;
};
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' })));
  return format;
};

/** Returns the words for `then` seen at `now`, as `<sqs-relative-time>` words them in English. */
function words(then: number, now: number, locale: string): string {
  const seconds = (then - now) / 1000;
  const size = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  if (size < 10) return 'just now';
  if (size < 60) {
    const n = Math.floor(size / 5) * 5;
    return sign < 0 ? `about ${n} seconds ago` : `in about ${n} seconds`;
  }
  const index = LIMITS.findIndex((limit) => size < limit);
  const [unit, unitSeconds] = UNITS[index]!;
  return relativeFormat(locale).format(sign * Math.floor(size / unitSeconds), unit);
}

const watched = new Map<LitRelativeTime, boolean>();
let timer: ReturnType<typeof setTimeout> | undefined;
let observer: IntersectionObserver | undefined;

function schedule(): void {
  const wanted = document.visibilityState !== 'hidden' && [...watched.values()].some(Boolean);
  if (wanted && timer === undefined)
    timer = setTimeout(() => {
      timer = undefined;
      for (const [el, visible] of watched) if (visible) el.requestUpdate();
      schedule();
    }, REFRESH_MS);
  else if (!wanted && timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
}

class LitRelativeTime extends LitElement {
  static override properties = { datetime: { type: String } };
  static override styles = css`
    :host {
      display: inline;
      font: inherit;
      color: inherit;
    }
  `;
  declare datetime: string;

  override connectedCallback(): void {
    super.connectedCallback();
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as LitRelativeTime;
        if (!watched.has(el)) continue;
        if (entry.isIntersecting && !watched.get(el)) el.requestUpdate();
        watched.set(el, entry.isIntersecting);
      }
      schedule();
    });
    watched.set(this, false);
    observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    watched.delete(this);
    observer?.unobserve(this);
    schedule();
  }

  override render() {
    const text = this.datetime?.trim() ?? '';
    const then = ISO.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(then)) return nothing;
    const locale = this.closest('[lang]')?.getAttribute('lang') || 'en';
    return html`<time part="base" datetime=${new Date(then).toISOString()} title=${dateFormat(locale).format(then)}
      >${words(then, Date.now(), locale)}</time
    >`;
  }
}

customElements.define('bench-lit-relative-time', LitRelativeTime);
