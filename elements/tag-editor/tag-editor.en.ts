import { validationMessages } from '../../runtime/validation.js';

/**
 * The English messages of <sqs-tag-editor> (ICU MessageFormat; spec 001 §5): 'You may only edit one {tagType} at a
 * time' is exact, its `{tagType}` the word `tag-editor.word` gives (`kind` is the type itself, for languages whose
 * words agree with it). 'This {tagType} already exists' and the length message are the runtime's `checkTag`
 * messages, filled with the type. The labels, buttons and states are ours.
 */
const english = {
  'validation.tag-exists': validationMessages['validation.tag-exists'],
  'validation.tag-too-long': validationMessages['validation.tag-too-long'],
  'tag-editor.word': '{tagType, select, category {category} other {tag}}',
  'tag-editor.one-at-a-time': 'You may only edit one {tagType} at a time',
  'tag-editor.label': '{tagType, select, category {Categories} other {Tags}}',
  'tag-editor.add-field': '{tagType, select, category {Add a category} other {Add a tag}}',
  'tag-editor.add': 'Add',
  'tag-editor.edit': 'Edit',
  'tag-editor.remove': 'Remove',
  'tag-editor.edit-field': 'Edit “{name}”',
  'tag-editor.empty': '{tagType, select, category {No categories yet.} other {No tags yet.}}',
  'tag-editor.help': 'Arrow keys choose. Enter or F2 edits, Delete removes.',
  'tag-editor.saved': 'Saved',
  'tag-editor.loading': 'Loading…',
  'tag-editor.login': 'Sign in as the site owner to edit these.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    tagEditor: typeof english;
  }
}
