import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import './define.js';
import type { SqsMobileInfoBarElement } from './define.js';
import { infoDetails } from './useMobileInfoBar.js';
import { configure, resetConfiguration, type MobileInfoBarSettings } from '../../runtime/context.js';

const EVERYTHING: MobileInfoBarSettings = {
  isContactEmailEnabled: true,
  isContactPhoneNumberEnabled: true,
  isLocationEnabled: true,
  isBusinessHoursEnabled: true,
  contactEmail: 'hello@example.com',
  contactPhoneNumber: '+1 (555) 010-2030',
  location: '12 Rue de la Paix, Paris',
  businessHours: 'Mon–Fri 9–18',
};

const settings = (mobileInfoBarSettings: MobileInfoBarSettings) =>
  configure({ context: { websiteSettings: { mobileInfoBarSettings } } });

/** Opens a window `width` px wide (a frame the test sizes: WebDriver cannot resize the test page) with the bar in it. */
async function barInWindow(width: number): Promise<{ el: SqsMobileInfoBarElement; frame: HTMLIFrameElement }> {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe title="window" style="width: ${width}px; height: 200px; border: 0"></iframe>`,
  );
  const doc = frame.contentDocument!;
  const el = document.createElement('sqs-mobile-info-bar');
  doc.body.append(doc.adoptNode(el));
  await waitUntil(() => el.dataset.state, 'the bar never rendered in the frame');
  expect(frame.contentWindow!.innerWidth).to.equal(width);
  return { el, frame };
}

const items = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"]')];

describe('<sqs-mobile-info-bar>', () => {
  afterEach(() => resetConfiguration());

  it('passes an axe check, as a labelled region listing the contact details', async () => {
    settings(EVERYTHING);
    const { el } = await barInWindow(1024);
    await waitUntil(() => items(el).length === 4);
    await expect(el).to.be.accessible();
    const region = el.shadowRoot!.querySelector('section[part~="base"]')!;
    expect(region.getAttribute('aria-label')).to.equal('Contact information');
  });

  it('shows at a window width of 1024 px, hides at 1025 px and follows resizes', async () => {
    settings(EVERYTHING);
    const { el, frame } = await barInWindow(1024);
    expect(el.dataset.state).to.equal('shown');
    await waitUntil(() => items(el).length === 4);
    frame.style.width = '1025px';
    await waitUntil(() => el.dataset.state === 'hidden', 'the bar still showed at 1025 px');
    expect(el.shadowRoot!.querySelector('[part~="base"]')).to.equal(null);
    frame.style.width = '400px';
    await waitUntil(() => el.dataset.state === 'shown', 'the bar did not come back at 400 px');
  });

  it('does not show at 1025 px', async () => {
    settings(EVERYTHING);
    const { el } = await barInWindow(1025);
    expect(el.dataset.state).to.equal('hidden');
  });

  it('links the email, the phone number and the location, and shows the hours as text', async () => {
    settings(EVERYTHING);
    const { el } = await barInWindow(800);
    await waitUntil(() => items(el).length === 4);
    const shown = items(el).map((item) => {
      const link = item.querySelector('a');
      return [
        item.dataset.kind,
        item.textContent,
        link?.getAttribute('href') ?? null,
        link?.getAttribute('aria-label') ?? null,
      ];
    });
    expect(shown).to.deep.equal([
      ['email', 'hello@example.com', 'mailto:hello@example.com', 'Email hello@example.com'],
      ['phone', '+1 (555) 010-2030', 'tel:+15550102030', 'Call +1 (555) 010-2030'],
      [
        'location',
        '12 Rue de la Paix, Paris',
        'https://maps.google.com/?q=12%20Rue%20de%20la%20Paix%2C%20Paris',
        'Map of 12 Rue de la Paix, Paris',
      ],
      ['hours', 'Hours: Mon–Fri 9–18', null, null],
    ]);
  });

  it('shows only the details the settings switch on, and nothing when none is', async () => {
    expect(infoDetails({ ...EVERYTHING, isContactEmailEnabled: false, isLocationEnabled: undefined })).to.deep.equal([
      ['phone', '+1 (555) 010-2030'],
      ['hours', 'Mon–Fri 9–18'],
    ]);
    expect(infoDetails({ isContactEmailEnabled: true, contactEmail: '  ' })).to.deep.equal([]);
    expect(infoDetails(undefined)).to.deep.equal([]);
    settings({});
    const { el } = await barInWindow(800);
    expect(el.dataset.state).to.equal('hidden');
  });

  it('renders markup in the settings as text, never as HTML', async () => {
    settings({
      isBusinessHoursEnabled: true,
      businessHours: '<img src=x onerror="window.__infoBarXss=1">',
      isContactEmailEnabled: true,
      contactEmail: '"><script>window.__infoBarXss=1</script>',
    });
    const { el } = await barInWindow(800);
    await waitUntil(() => items(el).length === 2);
    expect(el.shadowRoot!.querySelector('img, script')).to.equal(null);
    expect(items(el)[1]!.textContent).to.equal('Hours: <img src=x onerror="window.__infoBarXss=1">');
    expect((window as { __infoBarXss?: number }).__infoBarXss).to.equal(undefined);
  });
});
