import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { siteEditor } from '../../runtime/context.js';
import { useProviderScript, type ProviderScriptState } from '../shared/hooks/useProviderScript.js';
import { useSize } from '../shared/hooks/useSize.js';
import { localeOf } from '../shared/messages.js';
import { rendersOnServer } from '../shared/server-render.js';
import { siteContextOf } from '../shared/site-context-of.js';
import { useMessages } from '../shared/use-messages.js';
import english from './reservation.en.js';
import {
  PROVIDERS,
  reservationLayout,
  type ReservationIds,
  type ReservationLayout,
  type ReservationProvider,
} from './providers.js';
import type { SqsReservationElement } from './reservation.element.js';

/** What `Reservation.tsx` renders from. */
export interface ReservationBindings {
  /** Where the provider's script stands (`ready` once its widget is drawn). */
  state: ProviderScriptState;
  /** The block's layout by its own width. */
  layout: ReservationLayout;
  /** The preview-only note for signed-in owners and editors, or '' for visitors. */
  preview: string;
  /** The mount point the provider draws into. */
  mountRef: RefObject<HTMLDivElement | null>;
  /** The booking page on the provider's site, or '' when the ids do not make one. */
  bookingUrl: string;
  /** The booking link's text. */
  bookingLabel: string;
  /** The status message ('' once the widget is drawn). */
  status: string;
}

/**
 * Returns what the block renders and owns its behaviour: it follows its own width (useSize on the host), loads
 * the provider's script (useProviderScript: consent, once per page, 120 s) when the ids make a widget, draws the widget
 * into the mount point once it is there (again when the layout changes), and says where things stand. On a server it
 * gives the booking link alone.
 */
export function useReservation(host: SqsReservationElement, provider: ReservationProvider, ids: ReservationIds) {
  const t = useMessages(host, english);
  const info = PROVIDERS[provider];
  const mountRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<ReservationLayout>('standard');
  const server = rendersOnServer(host);
  const [preview] = useState(() => siteEditor(siteContextOf(host)));
  // null until the widget is drawn (or its call threw: false).
  const [drawn, setDrawn] = useState<boolean | null>(null);
  const { restaurantId, venue, apiKey } = ids;
  const wanted = restaurantId !== '' && (provider !== 'resy' || apiKey !== '');
  // A server render shows the booking link alone: the widget, and the consent it waits for, need the script.
  const scriptState = useProviderScript(wanted && !server ? info.script : null, host.timers);
  const label = t('reservation.book', { provider: info.label });
  const locale = localeOf(host);

  // The container's width, not the viewport's: a block in a narrow column takes the column layout. Read unrounded, as
  // the container queries of the room it keeps read it.
  useSize(host, () => setLayout(reservationLayout(host.getBoundingClientRect().width)), { axis: 'x' });

  useLayoutEffect(() => {
    const mount = mountRef.current;
    if (scriptState !== 'ready' || !mount) return;
    let ok = false;
    try {
      ok = info.render(mount, { restaurantId, venue, apiKey, layout, locale, label });
    } catch {
      // A provider that throws leaves the booking link in place.
    }
    setDrawn(ok);
    return () => {
      mount.replaceChildren();
      setDrawn(null);
    };
  }, [scriptState, info, restaurantId, venue, apiKey, layout, locale, label]);

  const state: ProviderScriptState =
    scriptState !== 'ready' || drawn === true ? scriptState : drawn === false ? 'failed' : 'loading';
  const statusKey = {
    consent: 'reservation.consent',
    loading: 'reservation.loading',
    failed: 'reservation.failed',
    ready: '',
  } as const;
  useLayoutEffect(() => {
    host.dataset.state = state;
    host.dataset.layout = layout;
  }, [host, state, layout]);

  return {
    state,
    layout,
    // A block that shows nothing (ids refused or missing) has nothing to preview either.
    preview:
      preview && wanted ? t(provider === 'resy' ? 'reservation.preview-resy' : 'reservation.preview-opentable') : '',
    mountRef,
    bookingUrl: info.bookingUrl(ids),
    bookingLabel: label,
    status: state === 'ready' || !wanted || server ? '' : t(statusKey[state] as keyof typeof english),
  } satisfies ReservationBindings;
}
