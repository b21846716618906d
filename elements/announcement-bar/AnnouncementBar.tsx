import type { ReactNode } from 'react';
import { CloseIcon } from '../shared/CloseIcon.js';
import type { ElementProps } from '../shared/define-element.js';
import type { announcementBarAttributes, SqsAnnouncementBarElement } from './announcement-bar.element.js';
import { useAnnouncementBar } from './useAnnouncementBar.js';

/** Renders the bar while shown: a labelled region with the text (a link when `href` is set) and the close button. */
export function AnnouncementBar({
  host,
  text,
  href,
  dismissible,
  label,
}: ElementProps<typeof announcementBarAttributes, SqsAnnouncementBarElement>): ReactNode {
  const { shown, regionProps, closeProps } = useAnnouncementBar(host, text, dismissible, label);
  if (!shown) return null;
  return (
    <section part="base" {...regionProps}>
      {href ? (
        <a part="text link" href={href}>
          {text}
        </a>
      ) : (
        <p part="text">{text}</p>
      )}
      {closeProps ? (
        <button part="close" type="button" {...closeProps}>
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}
