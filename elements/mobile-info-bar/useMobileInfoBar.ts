import { useLayoutEffect } from 'react';
import type { MobileInfoBarSettings } from '../../runtime/context.js';
import { breakpoints } from '../../styles/tokens.js';
import { useMediaQuery } from '../shared/hooks/useMediaQuery.js';
import { safeUrl } from '../shared/safe-url.js';
import { rendersOnServer } from '../shared/server-render.js';
import { siteContextOf } from '../shared/site-context-of.js';
import { useMessages } from '../shared/use-messages.js';
import english from './mobile-info-bar.en.js';

/** spec 000 §9: the mobile information bar shows at window width 1024 or less. */
export const INFO_BAR_QUERY = `(max-width: ${breakpoints.infoBarMax}px)`;

/** The kinds of detail the bar shows, in order. */
export type InfoKind = 'email' | 'phone' | 'location' | 'hours';

/** One detail as the markup needs it. */
export interface InfoItem {
  /** Which detail. */
  kind: InfoKind;
  /** The text shown (the value; the hours with their label). */
  text: string;
  /** Where the detail leads; undefined: plain text. */
  href: string | undefined;
  /** The link's accessible name (it contains the text shown). */
  label: string;
}

/** What the bar's markup needs. */
export interface MobileInfoBarBindings {
  /** Whether the bar is rendered. */
  shown: boolean;
  /** Props of the labelled region. */
  regionProps: { 'aria-label': string };
  /** The details to show. */
  items: InfoItem[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The link of each kind of detail (before the safe-url check), from its text. */
const LINKS: Record<InfoKind, (value: string) => string | undefined> = {
  email: (value) => `mailto:${value}`,
  phone: (value) => `tel:${value.replace(/[^\d+]/g, '')}`,
  location: (value) => `https://maps.google.com/?q=${encodeURIComponent(value)}`,
  hours: () => undefined,
};

/** Returns each switched-on detail with its text (pure): `[kind, text]` in the bar's order. */
export function infoDetails(settings: MobileInfoBarSettings | undefined): Array<[InfoKind, string]> {
  const s = settings ?? {};
  const details: Array<[InfoKind, boolean | undefined, unknown]> = [
    ['email', s.isContactEmailEnabled, s.contactEmail],
    ['phone', s.isContactPhoneNumberEnabled, s.contactPhoneNumber],
    ['location', s.isLocationEnabled, s.location],
    ['hours', s.isBusinessHoursEnabled, s.businessHours],
  ];
  return details.flatMap(([kind, on, value]) => {
    const shown = on === true ? text(value) : undefined;
    return shown ? [[kind, shown] as [InfoKind, string]] : [];
  });
}

/**
 * Returns the prop bags of the mobile information bar and reflects its state on the host (`data-state` shown/hidden):
 * it shows at a window width of 1024 px or less while the site context switches at least one detail on (on a server,
 * whatever the width: its sheet hides the rendered bar on a wider window).
 */
export function useMobileInfoBar(host: HTMLElement, label = ''): MobileInfoBarBindings {
  const t = useMessages(host, english);
  const server = rendersOnServer(host);
  const narrow = useMediaQuery(INFO_BAR_QUERY, server ? undefined : (host.ownerDocument.defaultView ?? window));
  const items = infoDetails(siteContextOf(host).websiteSettings?.mobileInfoBarSettings).map(([kind, value]) => {
    const link = LINKS[kind](value);
    return {
      kind,
      text: kind === 'hours' ? t('mobile-info-bar.hours', { value }) : value,
      href: (link && safeUrl(link)) ?? undefined,
      label: kind === 'hours' ? '' : t(`mobile-info-bar.${kind}`, { value }),
    };
  });
  // A server does not know the window's width: it renders the bar, which the sheet hides on a wide window.
  const shown = (narrow || server) && items.length > 0;

  useLayoutEffect(() => {
    host.dataset.state = shown ? 'shown' : 'hidden';
  }, [host, shown]);

  return { shown, regionProps: { 'aria-label': label || t('mobile-info-bar.label') }, items };
}
