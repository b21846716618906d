/**
 * Drives the reservation and follow-button examples: the providers cannot be reached from here, so their scripts are
 * pointed at local stand-ins (code only: `configure({ scriptOrigins, integrations: { urls } })`). With `?owner` in the
 * address the page plays a signed-in site owner, who sees reservation blocks in preview-only mode.
 */
import { configure } from '/dist/runtime.js';

const standIn = (file) => new URL(`/examples/stand-ins/${file}`, location.origin).href;

configure({
  scriptOrigins: [location.origin],
  integrations: {
    urls: {
      opentable: standIn('opentable.js'),
      resy: standIn('resy.js'),
      socialWidgets: standIn('social-widgets.js'),
    },
  },
  ...(new URLSearchParams(location.search).has('owner') && {
    context: { authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] },
  }),
});
