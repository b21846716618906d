/**
 * Device views (spec 001 §3, §9): which of desktop, phone and tablet a viewport width is shown as. Mobile is up to
 * 432 px, desktop from 433 px (desktop widths 800 and 1024 are the desktop view's sizes); tablet is never matched —
 * a tablet-sized viewport is shown as desktop. The device heights are 926, 1024 and 1366.
 */
import { breakpoints } from '../styles/tokens.js';

/** The device views. */
export type DeviceView = 'desktop' | 'phone' | 'tablet';

/** The view sizes the spec names, in px (from styles/tokens.ts). */
export const DEVICE_SIZES = Object.freeze({
  phoneMaxWidth: breakpoints.mobileMax,
  desktopMinWidth: breakpoints.desktopMin,
  desktopWidths: Object.freeze([breakpoints.desktop, breakpoints.desktopWide]),
  heights: breakpoints.deviceHeights,
});

/** Returns the view a viewport `width` wide is shown as: phone up to 432 px, else desktop (never tablet). */
export function deviceView(width: number = innerWidth): Exclude<DeviceView, 'tablet'> {
  return width <= breakpoints.mobileMax ? 'phone' : 'desktop';
}

/** Returns true when a viewport `width` wide is shown as `view` (tablet: never). */
export function matchesDeviceView(view: DeviceView, width: number = innerWidth): boolean {
  return view !== 'tablet' && deviceView(width) === view;
}
