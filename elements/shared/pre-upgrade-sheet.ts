import { token } from '../../styles/tokens.js';

/** The attribute the server render gives each element it renders a shadow root for. */
export const SERVER_RENDERED = 'data-server-rendered';

/**
 * Returns an element's pre-upgrade rules for hosts the server did not render: each `:not(:defined)` becomes
 * `:not(:defined, [data-server-rendered])`, which has the same specificity.
 */
export const unlessServerRendered = (css: string): string =>
  css.replaceAll(':not(:defined)', `:not(:defined, [${SERVER_RENDERED}])`);

/**
 * Returns the stylesheet a host page may add so that no element shifts the page while its code loads
 * (`dist/styles/elements.css`, also part of `dist/styles/tokens.css`), from each element's pre-upgrade rules by tag
 * (`<name>.pre-upgrade.ts` in its folder; the build collects them). Before an element is defined its light-DOM content
 * is plain HTML; each element's rules make that content take the room the upgraded element will take (with the
 * element's own defaults, read through the same `--sqs-*` properties a page may set), or none when it is an overlay.
 * They come after the rule every element's shadow root starts with (base.styles.ts): the typography the content is
 * laid out in, which an element's rules may override (fit-text inherits the surrounding font), and `hidden`, which
 * they must not undo. An element rendered on a server (`data-server-rendered`, set by `sqs-elements/ssr`) already
 * shows its shadow root, in the typography it keeps once taken over: its own rules and that typography leave it alone
 * (same specificity, so the cascade is unchanged otherwise); `hidden` still applies.
 */
export function preUpgradeSheet(rules: Readonly<Record<string, string>>): string {
  const tags = `:is(${Object.keys(rules).join(', ')})`;
  return [
    '/* sqs-elements: the room each element takes before its code has loaded, so the page does not shift. */',
    unlessServerRendered(`${tags}:not(:defined) {
  box-sizing: border-box;
  font-family: ${token('font-family')};
  font-size: ${token('font-size-body')};
  color: ${token('color-text')};
}`),
    `${tags}:not(:defined)[hidden] {
  display: none !important;
}`,
    ...Object.values(rules).map(unlessServerRendered),
    '',
  ].join('\n\n');
}
