import { useLayoutEffect } from 'react';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import { blockSettings } from '../shared/block-values.js';
import type { AttributeValues } from '../shared/element-types.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { newsletterAttributes, type SqsNewsletterElement } from './newsletter.element.js';
import { readNewsletterMarkup, sameNewsletterMarkup, type NewsletterMarkup } from './newsletter-markup.js';

/** The newsletter's settings, once attributes, block data and rendered markup are put together. */
export type NewsletterSettings = AttributeValues<typeof newsletterAttributes>;

/** What `Newsletter.tsx` renders from. */
export interface NewsletterBindings {
  /** The resolved settings. */
  settings: NewsletterSettings;
  /** The block's rendered markup, or null when the element has none (its slots are shown then). */
  markup: NewsletterMarkup | null;
}

/**
 * Returns the newsletter's settings: each attribute set on the host, else the key of the same name in its
 * `block-json` (other keys are warned once), else what its rendered markup says, else the default; it reflects
 * `layout` and `align` as the host's `data-layout` and `data-align`.
 */
export function useNewsletter(host: SqsNewsletterElement, options: NewsletterSettings): NewsletterBindings {
  const markup = useLightDom(host, readNewsletterMarkup, { same: sameNewsletterMarkup, attributes: true });
  const block = readBlockJson(host);
  warnUnknownKeys(host, block, Object.keys(newsletterAttributes));
  const settings = blockSettings(host, newsletterAttributes, options, block, {
    formId: markup?.formId,
    collectionId: markup?.collectionId,
    objectName: markup?.objectName,
    buttonText: markup?.buttonText,
    placeholder: markup?.placeholder,
    successText: markup?.successText,
    showName: markup ? String(markup.name !== null) : null,
    captcha: markup ? String(markup.captcha) : null,
    layout: markup?.layout,
    align: markup?.align,
  });
  // The host carries the layout and alignment, so its sheet (and a host page) can style them.
  const { layout, align } = settings;
  useLayoutEffect(() => {
    host.dataset.layout = layout;
    host.dataset.align = align;
  }, [host, layout, align]);
  return { settings, markup };
}
