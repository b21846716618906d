import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { rendersOnServer } from '../shared/server-render.js';
import type { pricingToggleAttributes, SqsPricingToggleElement } from './pricing-toggle.element.js';
import { usePricingToggle } from './usePricingToggle.js';

/**
 * Renders the pricing toggle: the group of two buttons, then one panel per side holding that side's slot (the side
 * not shown is hidden, so its prices and join buttons are out of the accessibility tree and the tab order). On a
 * server, whose page may show without a script (the buttons need one), both sides show, each under its button's text;
 * where scripts run, its styles show the scripted render's shape until the script takes over (pricing-toggle.server.ts).
 */
export function PricingToggle({
  host,
  ...options
}: ElementProps<typeof pricingToggleAttributes, SqsPricingToggleElement>): ReactNode {
  const { baseProps, groupProps, buttons, panels } = usePricingToggle(host, options);
  if (rendersOnServer(host))
    return (
      <div part="base" {...groupProps}>
        {/* The button row as words, where scripts run only (pricing-toggle.server.ts): it holds the buttons' place. */}
        <div part="group" aria-hidden="true">
          {buttons.map(({ side, label, pressed }) => (
            <span key={side} part={pressed ? 'button pressed-button' : 'button'} data-side={side}>
              {label}
            </span>
          ))}
        </div>
        {buttons.map(({ side, label, pressed }) => (
          <div key={side} part="panel" data-side={side} data-selected={pressed ? 'true' : 'false'}>
            <p className="side">{label}</p>
            <slot name={side} />
          </div>
        ))}
      </div>
    );
  return (
    <div part="base" {...baseProps}>
      <div part="group" {...groupProps}>
        {buttons.map(({ side, label, pressed, buttonProps }) => (
          <button key={side} part={pressed ? 'button pressed-button' : 'button'} data-side={side} {...buttonProps}>
            {label}
          </button>
        ))}
      </div>
      {panels.map(({ side, panelProps }) => (
        <div key={side} part="panel" {...panelProps}>
          <slot name={side} />
        </div>
      ))}
    </div>
  );
}
