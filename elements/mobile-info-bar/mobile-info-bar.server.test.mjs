/**
 * The server render of `<sqs-mobile-info-bar>` (dist/ssr.js; `npm run build` first): the details its page's site
 * context switches on, their links working without a script; its sheet keeps the bar to narrow windows.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { attr, byPart, byTag, recordWarnings, ROOT, shadowOf, ssr, textOf } from '../../test/ssr/parsed.mjs';

const warnings = recordWarnings();
const page = (settings) =>
  `<html><head><script id="sqs-site-context" type="application/json">${JSON.stringify({
    websiteSettings: { mobileInfoBarSettings: settings },
  })}</script></head><body><sqs-mobile-info-bar></sqs-mobile-info-bar></body></html>`;
const rootOf = (html) => shadowOf(byTag(html, 'sqs-mobile-info-bar')[0]);

describe('the server render of the mobile information bar', () => {
  it("shows the details the page's site context switches on, with their links", () => {
    const html = ssr.renderElements(
      page({
        isContactEmailEnabled: true,
        contactEmail: 'hello@example.com',
        isContactPhoneNumberEnabled: true,
        contactPhoneNumber: '+1 (555) 010-2030',
        isLocationEnabled: false,
        location: '1 Main St',
        isBusinessHoursEnabled: true,
        businessHours: 'Mon–Fri 9–5',
      }),
    );
    const root = rootOf(html);
    assert.equal(attr(byPart(root, 'base')[0], 'aria-label'), 'Contact information');
    assert.deepEqual(
      byPart(root, 'item').map((item) => [attr(item, 'data-kind'), textOf(item)]),
      [
        ['email', 'hello@example.com'],
        ['phone', '+1 (555) 010-2030'],
        ['hours', 'Hours: Mon–Fri 9–5'],
      ],
    );
    assert.deepEqual(
      byPart(root, 'link').map((link) => attr(link, 'href')),
      ['mailto:hello@example.com', 'tel:+15550102030'],
    );
    assert.deepEqual(warnings, []);
  });

  it('renders nothing when no detail is on', () => {
    const root = rootOf(ssr.renderElements(page({ isContactEmailEnabled: false, contactEmail: 'a@example.com' })));
    assert.deepEqual(
      root.map((node) => node.tagName),
      ['link'],
    );
  });

  it('has a sheet that hides the rendered bar on a window wider than the bar is for', () => {
    const sheet = readFileSync(join(ROOT, 'dist/styles/elements/mobile-info-bar.css'), 'utf8');
    assert.match(sheet, /@media \(min-width: 1025px\) \{\s*:host\(\[data-server-rendered\]\) \{\s*display: none;/);
  });
});
