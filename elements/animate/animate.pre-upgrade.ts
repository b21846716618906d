import { ANIMATE_AUTO_RATIO } from './animate.element.js';

/** The placeholder counts given a rule: one row of `count` squares (1 to 12). */
const ANIMATE_COUNTS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Reserves the animated block's placeholder before its code loads: the automatic ratio, or a row of squares. */
export const animatePreUpgrade = `sqs-animate:not(:defined) {
  display: block;
  aspect-ratio: 100 / ${ANIMATE_AUTO_RATIO};
}
${ANIMATE_COUNTS.map(
  (count) =>
    `sqs-animate[ratio='count' i]${count === 1 ? '' : `[count='${count}']`}:not(:defined) {\n  aspect-ratio: ${count} / 1;\n}`,
).join('\n')}`;
