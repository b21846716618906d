import { define, defineElementClass } from '../shared/define-element.js';
import type { CookieBannerApiSettings } from '../../runtime/consent.js';
import { controllerOf } from '../shared/controller.js';
import { CookieBanner, type CookieBannerController } from './CookieBanner.js';
import { cookieBannerStyles } from './cookie-banner.styles.js';
import { cookieBannerElement, type SqsCookieBannerElement } from './cookie-banner.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './cookie-banner.en.js';

export type { SqsCookieBannerElement, SqsCookieBannerEvents } from './cookie-banner.element.js';

/** Registers `<sqs-cookie-banner>`. */
class CookieBannerElement
  extends defineElementClass(CookieBanner, { ...cookieBannerElement, styles: [cookieBannerStyles] })
  implements SqsCookieBannerElement
{
  /** Shows the banner whatever its settings and the stored choice say. */
  force(): void {
    this.forced = true;
  }

  /** Replaces the banner's settings (API form); they are normalised with every fallback. */
  updateSettings(settings: Partial<CookieBannerApiSettings>): void {
    this.settings = settings;
  }

  /** Stops forcing the banner and mounts it afresh with `settings` (or the current ones). */
  unforce(settings?: Partial<CookieBannerApiSettings>): void {
    if (settings) this.settings = settings;
    this.forced = false;
    controllerOf<CookieBannerController>(this)?.remount();
  }
}

define(cookieBannerElement.tag, CookieBannerElement);
