import { token } from '../../styles/tokens.js';

/**
 * Wave intensities the moving marquee makes room for (above and below, `--sqs-marquee-wave-height` each; none under
 * reduced motion, where it stands still): whole numbers 1 to 4 — another value gets no room before upgrade.
 */
const MARQUEE_WAVES = [1, 2, 3, 4];

/** Reserves the marquee's line before its code loads, with the room its wave takes when it moves. */
export const marqueePreUpgrade = `sqs-marquee:not(:defined) {
  display: block;
  overflow: hidden;
  white-space: nowrap;
  padding-block: var(--sqs-marquee-padding-block, ${token('space-2')});
  font-size: var(--sqs-marquee-font-size, ${token('font-size-2xl')});
  font-weight: var(--sqs-marquee-font-weight, ${token('font-weight-medium')});
  line-height: var(--sqs-marquee-line-height, 1.3);
}
@media (prefers-reduced-motion: no-preference) {
${MARQUEE_WAVES.map(
  (n) =>
    `  sqs-marquee[wave-intensity='${n}']:not(:defined) {\n    padding-block: calc(var(--sqs-marquee-padding-block, ${token('space-2')}) + ${n} * var(--sqs-marquee-wave-height, 0.25em));\n  }`,
).join('\n')}
}`;
