import { validationMessages } from '../../runtime/validation.js';

/** The English messages of <sqs-link-editor> (ICU MessageFormat); its French is beside it (link-editor.fr.ts). */
const english = {
  // spec 001 §2: the link editor's tabs, exact.
  'link-editor.tab-page': 'Page',
  'link-editor.tab-url': 'Web Address',
  'link-editor.tab-email': 'Email',
  'link-editor.tab-phone': 'Phone',
  'link-editor.tab-file': 'File',
  // Our own wording: the spec names the tabs, not their fields.
  'link-editor.tabs': 'Link to',
  'link-editor.pages': 'Pages of the site',
  'link-editor.pages-loading': 'Loading the pages…',
  'link-editor.pages-empty': 'The site has no pages yet.',
  'link-editor.pages-sign-in': 'Sign in as the site owner to choose one of its pages.',
  'link-editor.page-required': 'Choose a page.',
  'link-editor.url': 'Web address or page path',
  'link-editor.email': 'Email address',
  'link-editor.phone': 'Phone number',
  'link-editor.phone-format': 'Use digits, spaces and dashes, with a + first for an international number.',
  'link-editor.file-chosen': 'Chosen file: {name}',
  'link-editor.file-required': 'Choose a file.',
  'link-editor.apply': 'Apply',
  // spec 001 §5 catalogue messages and spec 000 §5 link checks, exact (shared with the runtime's checks).
  'validation.email': validationMessages['validation.email'],
  'validation.email-format': validationMessages['validation.email-format'],
  'validation.email-example': validationMessages['validation.email-example'],
  'validation.link-format': validationMessages['validation.link-format'],
  'validation.page-url': validationMessages['validation.page-url'],
  'validation.link-phone': validationMessages['validation.link-phone'],
  'validation.link-too-long': validationMessages['validation.link-too-long'],
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    linkEditor: typeof english;
  }
}
