/**
 * Drives the integrations example: points each provider at a local stand-in (the providers cannot be reached from
 * here), turns session replay's toggle and sample on, starts the runtime, and shows what loaded and what the pixel got.
 */
import { configure, ready } from '/dist/runtime.js';
import { configureExperiments } from '/dist/runtime/experiments.js';

const standIn = (file) => new URL(`/examples/stand-ins/${file}`, location.origin).href;

configure({
  scriptOrigins: [location.origin],
  integrations: {
    urls: {
      pixel: standIn('pixel.js'),
      comments: standIn('comment-count.js'),
      typekit: standIn('typekit.css'),
      googleFonts: standIn('google-fonts.css'),
      sessionReplay: standIn('session-replay.js'),
    },
  },
});
configureExperiments([
  { name: 'fullstory-enabled', experimentType: 'FEATURE_TOGGLE', variant: 'true' },
  { name: 'fullstory-sampled', experimentType: 'AB_TEST', variant: 'true' },
]);
ready();

const list = document.getElementById('loaded');
const NAMES = {
  typekit: 'web-font kit stylesheet',
  googleFonts: 'fonts API stylesheet',
  comments: 'comment-count script',
  pixel: 'pixel script',
  sessionReplay: 'session-replay script',
};
const showLoaded = () => {
  const loaded = [...document.querySelectorAll('[data-sqs-integration]')];
  const items = loaded.map((el) => {
    const li = document.createElement('li');
    li.textContent = `${NAMES[el.dataset.sqsIntegration] ?? el.dataset.sqsIntegration}: ${el.src || el.href}`;
    return li;
  });
  if (items.length === 0) {
    const li = document.createElement('li');
    li.textContent = 'Nothing yet: accept the cookie banner.';
    items.push(li);
  }
  list.replaceChildren(...items);
};
new MutationObserver(showLoaded).observe(document.head, { childList: true });
showLoaded();

const calls = document.getElementById('pixel-calls');
document.addEventListener('sqs-stand-in-pixel', () => {
  calls.textContent = window.fbq.calls.map((call) => call.slice(0, 2).join(' ')).join(' · ');
});
for (const button of document.querySelectorAll('[data-track]'))
  button.addEventListener('click', () =>
    document.dispatchEvent(
      new CustomEvent('sqs-track', { detail: { event: button.dataset.track, data: { source: 'example' } } }),
    ),
  );

document.addEventListener('sqs-stand-in-replay', (event) => {
  document.getElementById('replay').textContent = `recording for ${event.detail.org}`;
});

document.getElementById('forget').addEventListener('click', () => {
  document.cookie = 'ss_cookieAllowed=; Max-Age=0; path=/';
  location.reload();
});
