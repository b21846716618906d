import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { mobileInfoBarAttributes, SqsMobileInfoBarElement } from './mobile-info-bar.element.js';
import { useMobileInfoBar } from './useMobileInfoBar.js';

/** Renders the bar while shown: a labelled region with a list of the details, links where they lead somewhere. */
export function MobileInfoBar({
  host,
  label,
}: ElementProps<typeof mobileInfoBarAttributes, SqsMobileInfoBarElement>): ReactNode {
  const { shown, regionProps, items } = useMobileInfoBar(host, label);
  if (!shown) return null;
  return (
    <section part="base" {...regionProps}>
      <ul part="list">
        {items.map((item) => (
          <li part="item" data-kind={item.kind} key={item.kind}>
            {item.href ? (
              <a part="link" href={item.href} aria-label={item.label}>
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
