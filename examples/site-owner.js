// Owner mode on the example site: a toggle that signs an account in through the site context, the redirect's
// verdict for it, and the Escape shortcuts shown instead of followed (this server has no configuration panel).
import { configure, getSiteContext } from '/dist/runtime.js';
import { LOGOUT_URL, redirectExemption, startOwnerMode } from '/dist/runtime/owner.js';

const REASONS = {
  'signed-out': 'nobody is signed in',
  'admin-area': 'this is the admin area',
  localhost: 'the host is localhost',
  'no-redirect-query': 'the address has ?noredirect',
  'no-redirect-session': 'this tab has the no-redirect session flag',
  'developer-mode': 'developer mode is on',
  cloneable: 'cloneable mode is on',
  'viewer-only': 'the account has only the viewer role',
  framed: 'the page is inside a frame',
};

const ownerButton = document.getElementById('owner-mode');
const viewerOnly = document.getElementById('viewer-only');
const developerMode = document.getElementById('developer-mode');
const escapeLogin = document.getElementById('escape-login');
const redirectStatus = document.getElementById('redirect-status');
const escapeStatus = document.getElementById('escape-status');

/** Puts the toggles in the site context and says whether a redirect would happen, here and on a live host. */
function apply() {
  const owner = ownerButton.getAttribute('aria-pressed') === 'true';
  const { website, websiteSettings } = getSiteContext();
  configure({
    context: {
      authenticatedAccount: owner ? { id: 'example-owner', displayName: 'Example owner' } : null,
      websiteRoles: owner ? (viewerOnly.checked ? [10] : [1]) : [],
      website: { ...website, developerMode: developerMode.checked },
      websiteSettings: { ...websiteSettings, escapeKeyLogin: escapeLogin.checked },
    },
  });
  const here = redirectExemption();
  const { origin, pathname, search, hash } = location;
  const elsewhere = { hostname: 'harbor-bakery.example.com', origin, pathname, search, hash };
  const live = redirectExemption(undefined, { location: elsewhere });
  const verdict = live ? `no redirect: ${REASONS[live]}` : 'the owner would be sent to /config/';
  redirectStatus.textContent = `Redirect to /config/ here: no — ${REASONS[here]}. On a live host: ${verdict}.`;
}

for (const control of [viewerOnly, developerMode, escapeLogin]) control.addEventListener('change', apply);
ownerButton.addEventListener('click', () => {
  ownerButton.setAttribute('aria-pressed', String(ownerButton.getAttribute('aria-pressed') !== 'true'));
  apply();
});

// The lightbox, then a dialog above it: one Escape closes the dialog, the next the lightbox, the third is the owner's.
const photos = document.getElementById('bakery-photos');
document.getElementById('open-both').addEventListener('click', () => {
  // The dialog's code is fetched on this first use, not with the page.
  const dialog = import('/dist/elements/dialog.js');
  photos.addEventListener(
    'sqs-lightbox-open',
    () =>
      void dialog.then(({ showConfirm }) =>
        showConfirm({
          heading: 'Order this cake?',
          message: 'Press Escape: this dialog closes and the lightbox stays open.',
        }),
      ),
    { once: true },
  );
  photos.show(0);
});

// The runtime's Escape handling with this page's navigation: the sign-out comes back here with ?logout=true (which
// shows 'Logout Successful'); the config page is only named, since this server has none.
startOwnerMode({
  navigate(url) {
    if (url === LOGOUT_URL) {
      location.assign('/examples/site.html?logout=true');
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.textContent = url;
    escapeStatus.replaceChildren('Escape would open the configuration panel: ', link);
  },
});
apply();
