import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { recordButtonClick, recordButtonRender, type ButtonEvent } from '../../runtime/census.js';
import { ButtonContext } from '../../runtime/enums.js';
import { emit } from '../shared/emit.js';
import { useLightDom } from '../shared/hooks/useLightDom.js';
import { attributeName } from '../shared/attributes.js';
import { useMessages } from '../shared/use-messages.js';
import { warnInvalid } from '../shared/warn.js';
import english from './button.en.js';
import { buttonAttributes, type SqsButtonElement } from './button.element.js';
import {
  PLATFORM_BUTTON_ATTRIBUTES,
  readPlatformButton,
  samePlatformButton,
  type PlatformButton,
} from './platform-button.js';

/** The element's settings, as its attributes give them. */
export interface ButtonOptions {
  /** The label ('' for the slotted text). */
  text: string;
  /** The checked address ('' for none: a plain button). */
  clickthroughUrl: string;
  /** Where the button sits. */
  alignment: 'left' | 'center' | 'right';
  /** How big it is. */
  size: 'small' | 'medium' | 'large';
  /** The site's button design. */
  buttonType: 'primary' | 'secondary' | 'tertiary';
  /** Whether the link opens in a new window. */
  newWindow: boolean;
  /** The block id ('' for the host's id). */
  blockId: string;
}

/** What `Button.tsx` needs to render. */
export interface ButtonBindings {
  /** Whether there is a label at all; without one nothing is rendered (an empty link or button has no name). */
  labelled: boolean;
  /** The label from the `text` attribute, or '' to show the slotted text. */
  text: string;
  /** Props of the block's row. */
  baseProps: {
    'data-alignment': ButtonOptions['alignment'];
    'data-size': ButtonOptions['size'];
    'data-type': ButtonOptions['buttonType'];
  };
  /** Whether the label comes from the platform's markup, which is then not shown itself. */
  platform: boolean;
  /** Props of the link, or null when there is no safe address (then a `<button>`). */
  linkProps: {
    href: string;
    target?: '_blank';
    rel?: 'noopener noreferrer';
    onClick(event: MouseEvent): void;
    onAuxClick(event: MouseEvent): void;
    'aria-describedby'?: string;
  } | null;
  /** Props of the `<button>` used without an address. */
  buttonProps: { type: 'button'; onClick(): void };
  /** The 'opens in a new window' the link is described by (a hidden element), or null. */
  newWindowHint: { id: string; text: string } | null;
}

/** Returns the host's text with runs of white space collapsed: the slotted label as census reads it. */
function textOf(host: HTMLElement): string {
  return (host.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Returns the options with the platform's markup under them: each setting the markup gives applies unless its
 * attribute is set on the element (a value no attribute would take warns once and is left out).
 */
function withPlatform(host: HTMLElement, options: ButtonOptions, platform: PlatformButton | null): ButtonOptions {
  if (!platform) return options;
  const resolved: Record<string, unknown> = { ...options };
  const given = {
    alignment: platform.alignment,
    size: platform.size,
    buttonType: platform.buttonType,
    clickthroughUrl: platform.href ?? undefined,
  };
  for (const [key, value] of Object.entries(given)) {
    const attribute = attributeName(key);
    if (value === undefined || host.hasAttribute(attribute)) continue;
    const kind = buttonAttributes[key as keyof typeof given];
    const parsed = kind.parse(value);
    if (parsed === undefined) warnInvalid(host, attribute, value, kind.default);
    else resolved[key] = parsed;
  }
  if (!host.hasAttribute('new-window')) resolved.newWindow = platform.newWindow;
  if (!options.text.trim()) resolved.text = platform.text;
  return resolved as unknown as ButtonOptions;
}

/**
 * Returns the census fields of a button (spec 000 §3 "Button events", §9 "Button contexts"): context 1 for a button
 * block, 2 for a button of a popup overlay.
 */
export function buttonEvent(
  id: string,
  buttonText: string,
  options: ButtonOptions,
  context: ButtonContext = ButtonContext.buttonBlock,
): ButtonEvent {
  const { clickthroughUrl, alignment, size, newWindow } = options;
  return { id, buttonText, clickthroughUrl, alignment, size, newWindow, context };
}

/**
 * Returns the prop bags of the button block: a link when the address passed the scheme check (`url` attribute kind),
 * else a `<button>`. The render is recorded with census once, when there is a label; every activation is recorded and
 * dispatched as `sqs-button-click` without touching the event, so the browser navigates at once (census goes through
 * the outbox, which sends in the background and beacons what is left when the page goes). The census `id` is
 * `block-id`, else the host's `id`.
 */
export function useButton(host: SqsButtonElement, attributes: ButtonOptions): ButtonBindings {
  const t = useMessages(host, english);
  const platform = useLightDom(host, readPlatformButton, {
    attributes: PLATFORM_BUTTON_ATTRIBUTES,
    same: samePlatformButton,
  });
  const options = withPlatform(host, attributes, platform);
  const slotted = useLightDom(host, textOf);
  const label = options.text.trim() || slotted;
  const { clickthroughUrl: href, newWindow, alignment, size, buttonType } = options;
  const hintId = `hint${useId()}`;
  const hinted = href !== '' && newWindow;
  // Read when recorded (in an effect or a handler, which a server render never runs).
  const census = (): ButtonEvent =>
    buttonEvent(
      options.blockId || host.id,
      label,
      options,
      host.closest('sqs-popup-overlay') ? ButtonContext.popupOverlay : ButtonContext.buttonBlock,
    );

  const rendered = useRef(false);
  useEffect(() => {
    if (!label || rendered.current) return;
    rendered.current = true;
    void recordButtonRender(census(), host.censusEnv);
  });

  const activate = (): void => {
    void recordButtonClick(census(), host.censusEnv);
    emit(host, 'sqs-button-click', { url: href, newWindow });
  };

  return {
    labelled: label !== '',
    text: options.text.trim(),
    baseProps: { 'data-alignment': alignment, 'data-size': size, 'data-type': buttonType },
    platform: platform !== null,
    linkProps: href
      ? {
          href,
          ...(newWindow ? { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': hintId } : {}),
          // Click, Enter and modified clicks (new tab, new window, download) all reach `click`.
          onClick: activate,
          // A middle click opens the link in a new tab without a `click`.
          onAuxClick: (event) => {
            if (event.button === 1) activate();
          },
        }
      : null,
    buttonProps: { type: 'button', onClick: activate },
    newWindowHint: hinted ? { id: hintId, text: t('button.new-window') } : null,
  };
}
