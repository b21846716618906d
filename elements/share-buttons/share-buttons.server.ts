import { createElement as h, type ReactNode } from 'react';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { useMessages } from '../shared/use-messages.js';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.js';
import { ShareButtonsView } from './ShareButtons.js';
import english from './share-buttons.en.js';
import { shareButtonsAttributes, shareButtonsElement } from './share-buttons.element.js';
import { shareButtonsStyles } from './share-buttons.styles.js';
import { networksOf, shareHref, shareLabel, type ShareItem } from './useShareButtons.js';

type Props = AttributeValues<typeof shareButtonsAttributes> & { host: HostStandIn };

/** Returns `text` when it is an absolute http(s) address (a server knows no page to resolve against), else null. */
function absoluteHttp(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Returns the first element named `tag` below `node`. */
function find(node: HostStandIn, tag: string): HostStandIn | undefined {
  for (const child of node.children) {
    const found = child.localName === tag ? child : find(child, tag);
    if (found) return found;
  }
  return undefined;
}

/** Returns the page's `<title>` text, as the browser reads `document.title`. */
function pageTitle(host: HostStandIn): string {
  let top = host;
  while (top.parentElement) top = top.parentElement;
  return (find(top, 'title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Renders the share buttons on a server: each network's link, as the browser renders it. The share sheet's and Copy
 * link's buttons need the script, which adds them.
 */
function ShareLinks({ host, ...options }: Props): ReactNode {
  const element = host as unknown as Element;
  const t = useMessages(element, english);
  const image = options.image ? absoluteHttp(options.image) : null;
  const target = { url: absoluteHttp(options.url)!, title: options.title || pageTitle(host), image: image ?? '' };
  const items = networksOf(element, options.networks).flatMap((network): ShareItem[] => {
    const href = network === 'copy' ? null : shareHref(network, target);
    return network === 'copy' || !href ? [] : [{ network, href, label: shareLabel(t, network), onClick: () => {} }];
  });
  return h(ShareButtonsView, { t, items, status: '' });
}

/**
 * Renders `<sqs-share-buttons>` on a server (`sqs-elements/ssr`): its links work without script. Buttons sharing the
 * page itself (no absolute `url`) are left to the browser, which knows the page's address.
 */
export const shareButtonsServer = serverElement(
  ShareLinks,
  shareButtonsElement,
  [visuallyHiddenStyles, shareButtonsStyles],
  (host) => (absoluteHttp(host.getAttribute('url') ?? '') ? undefined : "the page's address is known there"),
  "each network's link; the share sheet's and Copy link's buttons come with the script",
);
