import { token } from '../../styles/tokens.js';

/**
 * Returns the rules of a centred modal overlay of element `name` (the system error, the login prompt): the
 * `backdrop` part covering the window at `--sqs-<name>-z-index`, dimmed by `--sqs-<name>-backdrop`, the `base` part
 * (a modal `<dialog>` in the top layer) sized by `--sqs-<name>-width` and `--sqs-<name>-padding` on
 * `--sqs-<name>-background`, its `title`, and its buttons (the `primary` part in the accent colour). The element
 * declares those properties on `:host`.
 */
export function overlayRules(name: string, primary: string): string {
  const v = (property: string) => `var(--sqs-${name}-${property})`;
  return `
  [part~='backdrop'] {
    position: fixed;
    inset: 0;
    z-index: ${v('z-index')};
    display: grid;
    place-items: center;
    padding: ${token('space-4')};
    background: ${v('backdrop')};
  }
  /* A modal dialog in the top layer; the backdrop part behind it dims the page. */
  [part~='base'] {
    border: none;
    color: inherit;
    inline-size: min(${v('width')}, calc(100% - 2 * ${token('space-4')}));
    padding: ${v('padding')};
    border-radius: ${token('radius-md')};
    background: ${v('background')};
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
  }
  [part~='base']::backdrop {
    background: transparent;
  }
  [part~='title'] {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-xl')};
    font-weight: ${token('font-weight-semibold')};
  }
  button {
    font: inherit;
    min-block-size: 44px;
    padding: ${token('space-2')} ${token('space-4')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  [part~='${primary}'] {
    border-color: transparent;
    background: ${token('color-accent')};
    color: ${token('color-accent-contrast')};
  }`;
}
