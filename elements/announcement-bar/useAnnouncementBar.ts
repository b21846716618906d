import { useMediaQuery } from '../shared/hooks/useMediaQuery.js';
import { useLayoutEffect, useState } from 'react';
import { getSiteContext, siteEditor } from '../../runtime/context.js';
import { localStore, type LocalStore } from '../../runtime/storage.js';
import { breakpoints } from '../../styles/tokens.js';
import { emit } from '../shared/emit.js';
import { useMessages } from '../shared/use-messages.js';
import english from './announcement-bar.en.js';

/** Local-storage key holding the text of the announcement the visitor dismissed. */
export const DISMISSED_KEY = 'sqs-announcement-bar-dismissed';

/** spec 000 §9: the mobile information bar shows at window width 1024 or less. */
export const MOBILE_QUERY = `(max-width: ${breakpoints.infoBarMax}px)`;

/** The element as its behaviour sees it. */
export type AnnouncementBarHost = HTMLElement;

/** What the bar's markup needs. */
export interface AnnouncementBarBindings {
  /** Whether the bar is rendered. */
  shown: boolean;
  /** Props of the labelled region. */
  regionProps: { 'aria-label': string; 'data-layout': 'mobile' | 'desktop' };
  /** The close button's props; undefined when the bar is not dismissible. */
  closeProps: { 'aria-label': string; onClick(): void } | undefined;
}

/**
 * Returns the prop bags of the announcement bar and reflects its state on the host (`data-state` shown/hidden,
 * `data-layout` mobile/desktop). It shows while it has text, the site context does not turn the bar off
 * (`showAnnouncementBar: false`) and the visitor has not dismissed this very text; dismissing is remembered in local
 * storage, so a new announcement shows again. For an owner or editor (spec 000 §6: signed-in owners get extra
 * announcement-bar behaviour) a dismissal lasts for the page only and a remembered one is ignored, so the bar they edit
 * is always there to see.
 */
export function useAnnouncementBar(
  host: AnnouncementBarHost,
  text: string,
  dismissible: boolean,
  label = '',
  store: LocalStore = localStore,
): AnnouncementBarBindings {
  const t = useMessages(host, english);
  // spec 001: the mobile information bar shows at 1024 px wide or less.
  const mobile = useMediaQuery(MOBILE_QUERY, host.ownerDocument.defaultView ?? window);
  const [editor] = useState(() => siteEditor());
  const [dismissed, setDismissed] = useState<string | undefined>(() =>
    editor ? undefined : store.get<string>(DISMISSED_KEY),
  );
  const shown = text.trim() !== '' && getSiteContext().showAnnouncementBar !== false && dismissed !== text;

  useLayoutEffect(() => {
    host.dataset.state = shown ? 'shown' : 'hidden';
    host.dataset.layout = mobile ? 'mobile' : 'desktop';
  }, [host, shown, mobile]);

  return {
    shown,
    regionProps: { 'aria-label': label || t('announcement-bar.label'), 'data-layout': mobile ? 'mobile' : 'desktop' },
    closeProps: dismissible
      ? {
          'aria-label': t('announcement-bar.close'),
          onClick: () => {
            if (!editor) store.set(DISMISSED_KEY, text);
            setDismissed(text);
            emit(host, 'sqs-dismiss', { text });
          },
        }
      : undefined,
  };
}
