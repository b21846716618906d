/** The French messages of <sqs-cookie-banner>: one for each id of its English (cookie-banner.en.ts). */
import type english from './cookie-banner.en.js';

export default {
  'cookie-banner.label': 'Consentement aux cookies',
  'cookie-banner.text':
    'Ce site utilise des cookies pour vous offrir une meilleure expérience. En poursuivant votre navigation, vous acceptez leur utilisation.',
  'cookie-banner.accept': 'Accepter',
  'cookie-banner.decline': 'Refuser',
} as const satisfies Record<keyof typeof english, string>;
