import { useEffect, useState } from 'react';
import { emit } from '../shared/emit.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnInvalid, warnOnce } from '../shared/warn.js';
import english from './share-buttons.en.js';
import {
  SHARE_NETWORKS,
  type shareButtonsAttributes,
  type ShareNetwork,
  type SqsShareButtonsElement,
} from './share-buttons.element.js';
import type { AttributeValues } from '../shared/element-types.js';

/** A name `networks` takes. */
type NamedNetwork = (typeof SHARE_NETWORKS)[number];
/** A network a link shares to. */
export type LinkNetwork = Exclude<NamedNetwork, 'copy'>;

/** The networks' names as shown ('Share on {network}'); email has a text of its own. */
export const NETWORK_NAMES: Record<Exclude<LinkNetwork, 'email'>, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

// The names `networks` takes beside the canonical ones.
const ALIASES: Record<string, NamedNetwork> = { twitter: 'x' };

/** What is shared: an http(s) address, its title and, for Pinterest, an http(s) image. */
export interface ShareTarget {
  url: string;
  title: string;
  image: string;
}

const encode = encodeURIComponent;

/**
 * Returns the share link of `network` for `target`, every value URL-encoded (`%20`, never `+`, which mail clients
 * show as it is); null for Pinterest without an image.
 */
export function shareHref(network: LinkNetwork, { url, title, image }: ShareTarget): string | null {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
    case 'pinterest':
      return image
        ? `https://www.pinterest.com/pin/create/button/?url=${encode(url)}&media=${encode(image)}&description=${encode(title)}`
        : null;
    case 'email':
      return `mailto:?subject=${encode(title)}&body=${encode(url)}`;
  }
}

/** Returns `value` as an absolute http(s) address (resolved against the page), or null for anything else. */
export function httpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Returns the networks `text` names, in its order, once each; an unknown name warns once on `host`. */
export function networksOf(host: Element, text: string): NamedNetwork[] {
  const names = new Set<NamedNetwork>();
  for (const raw of text.split(',')) {
    const name = raw.trim().toLowerCase();
    if (!name) continue;
    const network =
      (Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined) ?? SHARE_NETWORKS.find((n) => n === name);
    if (network) names.add(network);
    else
      warnOnce(host, `network ${name}`, `<sqs-share-buttons>: unknown network "${name.slice(0, 40)}"; it is left out.`);
  }
  return [...names];
}

/** One share link or button to render. */
/** Returns the accessible name of a network's link. */
export const shareLabel = (t: Translate<typeof english>, network: LinkNetwork): string =>
  network === 'email' ? t('share-buttons.email') : t('share-buttons.on', { network: NETWORK_NAMES[network] });

export interface ShareItem {
  network: ShareNetwork;
  /** The link's address; absent for a button. */
  href?: string;
  /** Its accessible name. */
  label: string;
  onClick(): void;
}

/** What `ShareButtons.tsx` needs to render. */
export interface ShareButtonsBindings {
  t: Translate<typeof english>;
  items: ShareItem[];
  status: string;
}

/**
 * Returns the share buttons' bindings: what is shared (the `url`, `title` and `image` attributes, each checked, else
 * the page's), the links of the networks `networks` names (Pinterest only with an image), the browser's share sheet
 * where there is one, and Copy link, which writes the address to the clipboard and says whether it did.
 */
export function useShareButtons(
  host: SqsShareButtonsElement,
  options: AttributeValues<typeof shareButtonsAttributes>,
): ShareButtonsBindings {
  const t = useMessages(host, english);
  const [status, setStatus] = useState('');
  const givenUrl = options.url ? httpUrl(options.url) : null;
  const givenImage = options.image ? httpUrl(options.image) : null;
  const networks = networksOf(host, options.networks);
  useEffect(() => {
    if (options.url && !givenUrl) warnInvalid(host, 'url', options.url.slice(0, 200), null);
    if (options.image && !givenImage) warnInvalid(host, 'image', options.image.slice(0, 200), null);
    // Only a list that names Pinterest asks for it: the default list leaves it out quietly without an image.
    if (networks.includes('pinterest') && !givenImage && host.hasAttribute('networks'))
      warnOnce(host, 'pinterest', '<sqs-share-buttons>: Pinterest needs an http(s) image; it is left out.');
  });
  const page = new URL(location.href);
  page.hash = '';
  const target: ShareTarget = {
    url: givenUrl ?? page.href,
    title: options.title || document.title,
    image: givenImage ?? '',
  };
  const shared = (network: ShareNetwork) => emit(host, 'sqs-share-buttons-share', { network, url: target.url });

  const items: ShareItem[] = [];
  if (typeof navigator.share === 'function')
    items.push({
      network: 'native',
      label: t('share-buttons.share'),
      onClick() {
        shared('native');
        // A visitor closing the sheet rejects the promise: nothing to say.
        navigator.share({ title: target.title, url: target.url }).catch(() => undefined);
      },
    });
  for (const network of networks) {
    if (network === 'copy') {
      items.push({
        network,
        label: t('share-buttons.copy'),
        onClick() {
          shared('copy');
          setStatus('');
          const write = navigator.clipboard?.writeText(target.url) ?? Promise.reject(new Error('no clipboard'));
          write.then(
            () => setStatus(t('share-buttons.copied')),
            () => setStatus(t('share-buttons.copy-failed')),
          );
        },
      });
      continue;
    }
    const href = shareHref(network, target);
    if (!href) continue;
    items.push({
      network,
      href,
      label: shareLabel(t, network),
      onClick: () => shared(network),
    });
  }
  return { t, items, status };
}
