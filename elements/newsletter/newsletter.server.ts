import { createElement, type ReactNode } from 'react';
import { readAttribute } from '../shared/attributes.js';
import { readBlockJson } from '../shared/block-json.js';
import { blockSettings } from '../shared/block-values.js';
import type { AttributeValues } from '../shared/element-types.js';
import english from '../shared/forms/forms.en.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { ServerForm, submissionAction } from '../shared/ssr/ServerForm.js';
import { useMessages } from '../shared/use-messages.js';
import { newsletterDefinition } from './newsletter-definition.js';
import { newsletterAttributes, newsletterElement } from './newsletter.element.js';
import { newsletterStyles } from './newsletter.styles.js';

type Settings = AttributeValues<typeof newsletterAttributes>;

/** Returns the settings as the browser resolves them without the platform's markup: attributes, then block data. */
const settingsOf = (host: HostStandIn, values: Settings): Settings =>
  blockSettings(host as unknown as HTMLElement, newsletterAttributes, values, readBlockJson(host as never), {});

/** True when `element` or one of its descendants is the platform's rendered sign-up form. */
const holdsPlatformForm = (element: HostStandIn): boolean =>
  element.children.some(
    (child) =>
      (child.localName === 'form' && /(^|\s)newsletter-form(\s|$)/.test(child.getAttribute('class') ?? '')) ||
      holdsPlatformForm(child),
  );

/**
 * Returns why the sign-up form is left to the browser: the platform's markup is read there, a captcha only its script
 * shows, and a layout or an alignment other than the default is set on the host (`data-layout`, `data-align`) by the
 * element's script.
 */
function leftToBrowser(host: HostStandIn): string | undefined {
  if (holdsPlatformForm(host)) return "the platform's rendered form becomes its fields there";
  // Only these are read here; the render reads them again with the rest.
  const values = {
    layout: readAttribute(host as never, 'layout', newsletterAttributes.layout),
    align: readAttribute(host as never, 'align', newsletterAttributes.align),
    captcha: readAttribute(host as never, 'captcha', newsletterAttributes.captcha),
  } as Settings;
  const { layout, align, captcha } = settingsOf(host, values);
  if (captcha) return 'only its script shows its captcha';
  return layout !== 'float' || align !== 'left' ? 'its layout and alignment are set on it there' : undefined;
}

/**
 * Renders `<sqs-newsletter>` on a server: the slotted title and text, the fields and the button, in a plain HTML form
 * that posts to the reference API without a script (docs/ssr.md "Without JavaScript").
 */
function NewsletterOnServer({ host, ...values }: Settings & { host: HostStandIn }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const { formId, collectionId, objectName, buttonText, placeholder, showName, captcha } = settingsOf(host, values);
  const button = buttonText || t('form.newsletter-submit');
  return createElement(ServerForm, {
    definition: newsletterDefinition({ showName, nameRequired: false, placeholder, button, captcha }, t),
    action: submissionAction({ formId, collectionId, objectName, isOverlayForm: false }),
    buttonText: button,
    t,
    intro: createElement('div', { part: 'intro' }, createElement('slot', { name: 'title' }), createElement('slot')),
  });
}

/** Renders `<sqs-newsletter>` on a server (`sqs-elements/ssr`). */
export const newsletterServer = serverElement(
  NewsletterOnServer,
  newsletterElement,
  [fieldsStyles, newsletterStyles],
  leftToBrowser,
);
