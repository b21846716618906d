/**
 * The captcha (spec 000 §5 "Forms", §8; spec 001 §5): the provider's script is loaded once per page from a
 * configurable url (through the elements' trusted-types policy for scripts), then a widget is rendered into the form —
 * compact when its container is narrower than 320 px.
 */

import { appendScript } from '../../../runtime/trusted-script.js';

/** The provider's API shape (explicit rendering). */
export interface CaptchaProvider {
  /** Renders a widget into `container` and returns its id. */
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      size: 'compact' | 'normal';
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
    },
  ): number;
  /** Returns the widget's response token ('' while not completed). */
  getResponse(id?: number): string;
  /** Clears the widget. */
  reset(id?: number): void;
  /** Calls `callback` once the API can render. */
  ready?(callback: () => void): void;
}

/** spec 000 §5: narrower than this, the widget is compact. */
export const COMPACT_BELOW = 320;

const loads = new Map<string, Promise<CaptchaProvider | undefined>>();

const provider = (): CaptchaProvider | undefined => {
  const api = (window as unknown as { grecaptcha?: Partial<CaptchaProvider> }).grecaptcha;
  return api &&
    typeof api.render === 'function' &&
    typeof api.getResponse === 'function' &&
    typeof api.reset === 'function'
    ? (api as CaptchaProvider)
    : undefined;
};

/** Loads the provider from `url` (once per url) and resolves with its API, or undefined when it did not load. */
export function loadCaptcha(url: string): Promise<CaptchaProvider | undefined> {
  const absolute = new URL(url, document.baseURI).href;
  let load = loads.get(absolute);
  if (!load) {
    load = new Promise<CaptchaProvider | undefined>((resolve) => {
      const ready = () => {
        const api = provider();
        if (api?.ready) api.ready(() => resolve(provider()));
        else resolve(api);
      };
      if (provider()) return ready();
      try {
        const script = appendScript(absolute);
        script.addEventListener('load', ready, { once: true });
        script.addEventListener('error', () => resolve(undefined), { once: true });
      } catch {
        resolve(undefined);
      }
    });
    loads.set(absolute, load);
  }
  return load;
}

/** Returns the widget size for a container `width` px wide. */
export function captchaSize(width: number): 'compact' | 'normal' {
  return width < COMPACT_BELOW ? 'compact' : 'normal';
}
