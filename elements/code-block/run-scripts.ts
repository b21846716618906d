/**
 * Makes `<script>` elements run again: a script the HTML fragment parser made (`innerHTML`, a copy of a saved block)
 * never runs, even when moved into the page; one made with `createElement` runs when connected. Each copy is made
 * once; the page's Content-Security-Policy and Trusted Types still decide whether it runs.
 */
import { warnOnce } from '../shared/warn.js';

/** The scripts already made again (and the copies made), so a move or a second render never runs one twice. */
const handled = new WeakSet<HTMLScriptElement>();

/** Script types the browser runs: none (classic), a JavaScript MIME type, or `module`. */
const RUNNABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** Returns a runnable copy of `script` (its attributes and text), or throws where Trusted Types refuse them. */
function copy(script: HTMLScriptElement): HTMLScriptElement {
  const fresh = script.ownerDocument.createElement('script');
  for (const { name, value } of script.attributes) fresh.setAttribute(name, value);
  // Inserted scripts load asynchronously by default; the page's parser ran them in order.
  if (script.hasAttribute('src') && !script.hasAttribute('async')) fresh.async = false;
  if (script.text) fresh.text = script.text;
  return fresh;
}

/**
 * Replaces each runnable script inside `root` (not yet handled) by a copy that runs once connected. Where the page's
 * Trusted Types refuse the copy's text or address, the script is left as it was and `host` warns once.
 */
export function runScripts(root: ParentNode, host: HTMLElement): void {
  for (const script of root.querySelectorAll('script')) {
    if (handled.has(script) || !RUNNABLE.test((script.getAttribute('type') ?? '').trim())) continue;
    handled.add(script);
    try {
      const fresh = copy(script);
      handled.add(fresh);
      script.replaceWith(fresh);
    } catch {
      warnOnce(
        host,
        'scripts blocked',
        `<${host.localName}>: the page's policy does not let the block's scripts run; the rest of the block is shown.`,
      );
    }
  }
}
