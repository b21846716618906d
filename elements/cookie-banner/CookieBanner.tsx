import { useState, type ReactNode } from 'react';
import { useController } from '../shared/controller.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import { CloseIcon } from '../shared/CloseIcon.js';
import type { ElementProps } from '../shared/define-element.js';
import type { cookieBannerAttributes, SqsCookieBannerElement } from './cookie-banner.element.js';
import { useCookieBanner } from './useCookieBanner.js';

/**
 * Renders the banner while it is shown: a labelled region with the text, the decline control (OPT_IN_AND_OUT only)
 * and the accept control (text, button or icon). Nothing is focused on mount: the banner never takes focus.
 */
function Banner({
  host,
  settings,
  forced,
}: ElementProps<typeof cookieBannerAttributes, SqsCookieBannerElement>): ReactNode {
  const banner = useCookieBanner(host, settings, forced);
  if (!banner.shown) return null;
  const icon = banner.settings.cookieBannerCtaVariant === 'ICON';
  return (
    <section part="base" {...banner.regionProps}>
      <SanitizedHtml part="text" html={banner.text} profile="inlineText" />
      <div part="actions">
        {banner.declineText !== undefined ? (
          <button part="decline" type="button" onClick={banner.decline}>
            {banner.declineText}
          </button>
        ) : null}
        <button part="accept" type="button" onClick={banner.accept} aria-label={icon ? banner.acceptText : undefined}>
          {icon ? <CloseIcon part="icon" /> : banner.acceptText}
        </button>
      </div>
    </section>
  );
}

/** What the element's `unforce()` asks of the banner. */
export interface CookieBannerController {
  /** Mounts the banner afresh (a new key), so it reads its settings and the stored choice again. */
  remount(): void;
}

/** Renders the banner; `unforce()` remounts it (a new key) with the settings it was given. */
export function CookieBanner(props: ElementProps<typeof cookieBannerAttributes, SqsCookieBannerElement>): ReactNode {
  const [mount, setMount] = useState(0);
  useController<CookieBannerController>(props.host, { remount: () => setMount((count) => count + 1) });
  return <Banner key={mount} {...props} />;
}
