/**
 * The two table-booking providers of `<sqs-reservation>` (spec 000 §1 "Table-reservation blocks from two third-party
 * providers", §7 "two reservation-provider scripts"): OpenTable and Resy. Each has a fixed script address, a booking
 * page built from validated ids only, and the one call that draws its widget into the element's mount point. This
 * module is the only place that knows a provider's script API; the stand-ins in examples/stand-ins/ implement it.
 */
import { Limits } from '../../runtime/enums.js';
import type { ProviderScript } from '../shared/hooks/useProviderScript.js';

/** The providers, by the `provider` attribute's value. */
export const RESERVATION_PROVIDERS = ['opentable', 'resy'] as const;
/** One of `RESERVATION_PROVIDERS`. */
export type ReservationProvider = (typeof RESERVATION_PROVIDERS)[number];

/** How wide the widget is laid out: wide above 850 px, column at 750 px or less, standard between (spec 000 §9). */
export type ReservationLayout = 'wide' | 'standard' | 'column';
/** The container width above which the layout is wide, in px (spec 000 §9). */
export const RESERVATION_WIDE_ABOVE = 850;
/** The container width at or below which the layout is a column, in px (spec 000 §9). */
export const RESERVATION_COLUMN_AT = 750;

/** Returns the layout for a container `width` in px. */
export const reservationLayout = (width: number): ReservationLayout =>
  width > RESERVATION_WIDE_ABOVE ? 'wide' : width <= RESERVATION_COLUMN_AT ? 'column' : 'standard';

/** What an id must look like to reach a url: digits, slugs and keys only, never anything that could leave its place. */
export const RESERVATION_ID_PATTERNS = {
  /** OpenTable's restaurant id (rid), Resy's venue id. */
  restaurantId: /^\d{1,12}$/,
  /** Resy's booking page below `/cities/`: `<city>/<venue>`, lower-case slugs. */
  venue: /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** Resy's public widget key. */
  apiKey: /^[A-Za-z0-9]{1,64}$/,
};

/** The validated ids a provider draws its widget and builds its booking page from ('' when absent). */
export interface ReservationIds {
  restaurantId: string;
  venue: string;
  apiKey: string;
}

/** What the element draws a provider's widget with. */
export interface WidgetOptions extends ReservationIds {
  /** The container's layout. */
  layout: ReservationLayout;
  /** The element's language (BCP 47). */
  locale: string;
  /** The booking link's text, for a provider that upgrades a link. */
  label: string;
}

/** What the element knows of one provider. */
export interface ReservationProviderInfo {
  /** The provider's name, as visitors know it. */
  label: string;
  /** Its script, loaded once per page with the chunk time-out (spec 000 §7: 120 s). */
  script: ProviderScript;
  /** Returns the booking page on the provider's site (https, ids validated), or '' when an id it needs is missing. */
  bookingUrl(ids: ReservationIds): string;
  /** Draws the widget into `mount` (the script has loaded); returns false when the ids it needs are missing. */
  render(mount: HTMLElement, options: WidgetOptions): boolean;
}

interface OpenTableApi {
  render(target: HTMLElement, options: { rid: string; type: 'wide' | 'standard' | 'tall'; lang: string }): void;
}
interface ResyApi {
  addButton(anchor: HTMLAnchorElement, options: { venueId: number; apiKey: string; replace: boolean }): void;
}
const provider = <T>(name: string) => (window as unknown as Record<string, T | undefined>)[name];

// OpenTable's widget types: wide (above 850 px), standard, tall (the column layout).
const OPENTABLE_TYPES = { wide: 'wide', standard: 'standard', column: 'tall' } as const;

/** The providers' scripts, fixed https addresses (a host page may point them at stand-ins in code only). */
export const RESERVATION_SCRIPTS = {
  opentable: 'https://www.opentable.com/widget/reservation/loader',
  resy: 'https://widgets.resy.com/embed.js',
} as const;

/** Each provider's script, booking page and widget call. */
export const PROVIDERS: Readonly<Record<ReservationProvider, ReservationProviderInfo>> = {
  opentable: {
    label: 'OpenTable',
    script: {
      name: 'opentable',
      url: RESERVATION_SCRIPTS.opentable,
      timeoutMs: Limits.chunkLoadTimeoutMs,
      ready: () => typeof provider<OpenTableApi>('OpenTableWidget')?.render === 'function',
    },
    bookingUrl: ({ restaurantId }) =>
      restaurantId ? `https://www.opentable.com/restref/client/?rid=${restaurantId}` : '',
    render(mount, { restaurantId, layout, locale }) {
      if (!restaurantId) return false;
      provider<OpenTableApi>('OpenTableWidget')!.render(mount, {
        rid: restaurantId,
        type: OPENTABLE_TYPES[layout],
        lang: locale,
      });
      return true;
    },
  },
  resy: {
    label: 'Resy',
    script: {
      name: 'resy',
      url: RESERVATION_SCRIPTS.resy,
      timeoutMs: Limits.chunkLoadTimeoutMs,
      ready: () => typeof provider<ResyApi>('resyWidget')?.addButton === 'function',
    },
    bookingUrl: ({ venue }) => (venue ? `https://resy.com/cities/${venue}` : ''),
    render(mount, ids) {
      if (!ids.restaurantId || !ids.apiKey) return false;
      // Resy upgrades a link to the booking page into its booking button (its documented embed).
      const anchor = document.createElement('a');
      anchor.href = PROVIDERS.resy.bookingUrl(ids) || 'https://resy.com/';
      anchor.textContent = ids.label;
      mount.replaceChildren(anchor);
      provider<ResyApi>('resyWidget')!.addButton(anchor, {
        venueId: Number(ids.restaurantId),
        apiKey: ids.apiKey,
        replace: true,
      });
      return true;
    },
  },
};
