/** The English messages of <sqs-file-manager> (ICU MessageFormat); its French is beside it (file-manager.fr.ts). */
const english = {
  // spec 001 §2: the file manager's own strings, exact.
  'file-manager.existing': 'Existing Files',
  'file-manager.upload': 'Upload File',
  'file-manager.rename': 'Rename',
  'file-manager.delete': 'Delete',
  // Our own wording: the spec quotes none for these.
  'file-manager.name': 'Name',
  'file-manager.size': 'Size',
  'file-manager.type': 'Type',
  'file-manager.date': 'Date',
  'file-manager.actions': 'Actions',
  'file-manager.choose': 'Choose',
  'file-manager.save': 'Save',
  'file-manager.cancel': 'Cancel',
  'file-manager.new-name': 'New name for {fileName}',
  'file-manager.confirm-delete': 'Delete {fileName}? Links to it will stop working.',
  'file-manager.loading': 'Loading files…',
  'file-manager.empty': 'No files yet.',
  'file-manager.sign-in': 'Sign in as the site owner to manage files.',
  'file-manager.usage': '{used} of {quota} used',
  'file-manager.no-room': 'There is no room for {fileName}: {free} of {quota} left.',
  'file-manager.renamed': 'Renamed to {fileName}',
  'file-manager.deleted': '{fileName} deleted',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    fileManager: typeof english;
  }
}
