import { useLayoutEffect } from 'react';
import { readBlockJson, warnUnknownKeys } from '../shared/block-json.js';
import type { ElementProps } from '../shared/define-element.js';
import { sanitizedFragment } from '../shared/sanitize.js';
import { warnOnce } from '../shared/warn.js';
import type { codeBlockAttributes, SqsCodeBlockElement } from './code-block.element.js';
import { runScripts } from './run-scripts.js';

type Props = ElementProps<typeof codeBlockAttributes, SqsCodeBlockElement>;

/** The mark of the light-DOM wrapper the element shows `code` in. */
const CODE = 'data-sqs-code';

/**
 * Returns the nodes of `code` as the owner wrote them, or null where the page's Trusted Types refuse to parse a
 * string (then `host` warns once and the code is sanitized instead).
 */
function asWritten(code: string, host: HTMLElement): DocumentFragment | null {
  try {
    // The host page's own code asked for this (`trustCode`): the owner's code is the point of the block.
    return host.ownerDocument.createRange().createContextualFragment(code);
  } catch {
    warnOnce(
      host,
      'code refused',
      `<${host.localName}>: the page's Trusted Types refuse the code as written; it is shown sanitized.`,
    );
    return null;
  }
}

/** Returns what `code` shows: its source as text, its nodes as written (trusted), or its sanitized nodes. */
function codeNodes(host: SqsCodeBlockElement, code: string, displaySource: boolean): Node {
  const doc = host.ownerDocument;
  if (displaySource) {
    const pre = doc.createElement('pre');
    pre.className = 'source-code';
    pre.textContent = code;
    return pre;
  }
  return (host.trustCode && asWritten(code, host)) || sanitizedFragment(code, doc);
}

/**
 * Shows the owner's code in the light DOM: the children as they are, their scripts made again once (the page's
 * policy decides whether they run); `code`, when given, in a wrapper of its own (slot `code`) in their place. Returns
 * the slot to show.
 */
export function useCodeBlock({ host, code, displaySource, blockJson }: Props): { slot: string | undefined } {
  useLayoutEffect(() => {
    warnUnknownKeys(host, readBlockJson(host), []);
  }, [host, blockJson]);

  useLayoutEffect(() => {
    runScripts(host, host);
  }, [host]);

  useLayoutEffect(() => {
    if (!code) return;
    const wrapper = host.ownerDocument.createElement('div');
    wrapper.setAttribute(CODE, '');
    wrapper.slot = 'code';
    wrapper.append(codeNodes(host, code, displaySource));
    host.append(wrapper);
    runScripts(wrapper, host);
    return () => wrapper.remove();
  }, [host, code, displaySource]);

  return { slot: code ? 'code' : undefined };
}
