import { token } from '../../styles/tokens.js';

/** The map's address card: its padding, and each line's gap and height. */
const MAP_LINE = `(${token('space-1')} + 1lh)`;
const MAP_LINES = ['address-title', 'address-line1', 'address-line2', 'address-country'];

/**
 * Reserves the map's box before its code loads: the map's height and the address card below it, one line for each
 * address attribute given.
 */
export const mapPreUpgrade = `sqs-map:not(:defined) {
  display: block;
  ${MAP_LINES.map((_, i) => `--_sqs-line-${i}: 0;`).join('\n  ')}
  block-size: calc(
    var(--sqs-map-height, 400px) + 2 * ${token('space-3')} + 1lh +
      (${MAP_LINES.map((_, i) => `var(--_sqs-line-${i})`).join(' + ')}) * ${MAP_LINE}
  );
}
${MAP_LINES.map((name, i) => `sqs-map:not(:defined)[${name}]:not([${name}='']) {\n  --_sqs-line-${i}: 1;\n}`).join(
  '\n',
)}
sqs-map:not(:defined) > * {
  display: none;
}`;
