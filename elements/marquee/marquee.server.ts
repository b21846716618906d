import { createElement as h, type ReactNode } from 'react';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { css } from '../shared/css.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { marqueeElement, type marqueeAttributes } from './marquee.element.js';
import { marqueeStyles } from './marquee.styles.js';
import { marqueeData } from './useMarquee.js';

type Props = AttributeValues<typeof marqueeAttributes> & { host: HostStandIn };

/** The wave intensities given room by a rule of their own where the browser has no typed `attr()`. */
const WAVE_STEPS = Array.from({ length: 16 }, (_, i) => (i + 1) / 4);

/**
 * Where scripts run and motion is welcome, the still text takes the box of the loop the script starts: one line,
 * clipped, with the room the wave takes above and below (from the viewport's `data-wave`).
 */
const stillStyles = css`
  @media (scripting: enabled) and (prefers-reduced-motion: no-preference) {
    [part~='content'] {
      display: block;
      white-space: nowrap;
    }
    ${WAVE_STEPS.map(
      (step) => `[data-wave='${step}'] { padding-block: calc(var(--sqs-marquee-wave-height) * ${step}); }`,
    ).join('\n')}
    @supports (width: attr(x type(<number>), 0)) {
      [data-wave] {
        padding-block: calc(var(--sqs-marquee-wave-height) * attr(data-wave type(<number>), 0));
      }
    }
  }
`;

/**
 * Renders the marquee on a server as it shows when it does not move: its text, still (the slotted text, or the items
 * its block data gives). The loop, which needs measuring, starts with the script.
 */
function StillMarquee({ host, ...options }: Props): ReactNode {
  const { text, settings } = marqueeData(host as unknown as HTMLElement, options, null);
  const wave = settings.waveIntensity > 0 ? settings.waveIntensity : undefined;
  return h(
    'div',
    { part: 'base', 'data-state': 'static' },
    h('div', { part: 'viewport', 'data-wave': wave }, h('span', { part: 'content' }, text ?? h('slot'))),
  );
}

/** True when `node` holds the platform's rendered marquee (`.Marquee`). */
const holdsBlock = (node: HostStandIn): boolean =>
  node.children.some((child) => /(^|\s)Marquee(\s|$)/.test(child.getAttribute('class') ?? '') || holdsBlock(child));

/** Returns why a marquee is left to the browser: the platform's rendered block, or sizes set inline there. */
function leftToBrowser(host: HostStandIn): string | undefined {
  if (holdsBlock(host)) return "the platform's rendered block is read there";
  // Its text size and spacing from the block data are set on its region inline, which a strict policy refuses here.
  if (/"(textSize|itemSpacing)"\s*:\s*"?[^"\s,}]/.test(host.getAttribute('block-json') ?? ''))
    return 'its sizes are set there';
  return undefined;
}

/** Renders `<sqs-marquee>` on a server (`sqs-elements/ssr`): its text shows, still, without script. */
export const marqueeServer = serverElement(
  StillMarquee,
  marqueeElement,
  [marqueeStyles, stillStyles],
  leftToBrowser,
  'its text, still',
);
