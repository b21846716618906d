/**
 * Drives the consent example: shows the site banner's state and its last `sqs-consent` event, forces the banner on
 * with each variant and theme, plays the runtime's system-error reports, and forgets stored choices.
 */
const banner = document.getElementById('site-banner');
const state = document.getElementById('banner-state');
const consentEvent = document.getElementById('consent-event');

const base = { isCookieBannerEnabled: true, isAnalyticsCookiesDisabled: true };
const presets = {
  'bar-dark-icon': {
    cookieBannerVariant: 'BAR',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'ICON',
    cookieBannerAcceptType: 'OPT_IN',
  },
  'bar-light-text-top': {
    cookieBannerVariant: 'BAR',
    cookieBannerTheme: 'LIGHT',
    cookieBannerCtaVariant: 'TEXT',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerPosition: 'TOP',
  },
  'bar-dark-button': {
    cookieBannerVariant: 'BAR',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaText: 'Sounds good',
    cookieBannerOptOutCtaText: 'No thanks',
  },
  'popup-light-button-br': {
    cookieBannerVariant: 'POPUP',
    cookieBannerTheme: 'LIGHT',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerPosition: 'BOTTOM_RIGHT',
  },
  'popup-dark-text-tl': {
    cookieBannerVariant: 'POPUP',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'TEXT',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerPosition: 'TOP',
  },
  'popup-dark-icon-tr': {
    cookieBannerVariant: 'POPUP',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'ICON',
    cookieBannerPosition: 'TOP_RIGHT',
  },
  fallbacks: {
    cookieBannerVariant: 'SIDEBAR',
    cookieBannerTheme: 'BLUE',
    cookieBannerCtaVariant: 'LINK',
    cookieBannerAcceptType: 'MAYBE',
    cookieBannerPosition: 'TOP_LEFT',
    cookieBannerText: '<p></p>',
    cookieBannerCtaText: '',
  },
};

const show = () => {
  const names = ['data-state', 'data-consent', 'forced'].filter((name) => banner.hasAttribute(name));
  state.textContent = names.map((name) => `${name}="${banner.getAttribute(name)}"`).join(' ');
};
new MutationObserver(show).observe(banner, { attributes: true });
show();
banner.addEventListener('sqs-consent', (event) => (consentEvent.textContent = JSON.stringify(event.detail)));

for (const button of document.querySelectorAll('button[data-preset]')) {
  button.addEventListener('click', async () => {
    await customElements.whenDefined('sqs-cookie-banner');
    banner.updateSettings({ ...base, ...presets[button.dataset.preset] });
    banner.force();
  });
}

const actions = {
  forget: () => {
    document.cookie = 'ss_cookieAllowed=; Max-Age=0; Path=/';
    banner.unforce();
  },
  unforce: () => {
    banner.removeAttribute('settings');
    banner.settings = null;
    banner.unforce();
  },
};
for (const button of document.querySelectorAll('button[data-banner]')) {
  button.addEventListener('click', () => actions[button.dataset.banner]?.());
}

// Requests through the runtime's data layer (loaded by the loader), answered by a transport of this page.
const answering = (body) => ({
  fetch: async () => {
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status: 200 });
  },
  beacon: () => false,
});
const errors = {
  // Handled here: the runtime itself dispatches sqs-system-error for authorizationFail.
  authorization: () =>
    window.sqsRuntime
      ?.request('GET', '/api/example', {}, answering({ authorizationFail: true }))
      .catch(() => undefined),
  // Not handled: the overlay hears the unhandled connection failure.
  network: () => window.sqsRuntime?.request('GET', '/api/example', {}, answering()),
};
for (const button of document.querySelectorAll('button[data-error]')) {
  button.addEventListener('click', () => errors[button.dataset.error]?.());
}

document
  .querySelector('button[data-bar="forget"]')
  .addEventListener('click', () => localStorage.removeItem('sqs-announcement-bar-dismissed'));
