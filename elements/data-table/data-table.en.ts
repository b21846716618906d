/**
 * The English messages of <sqs-data-table> (ICU MessageFormat; spec 001 §5): the four dataset messages are exact; the
 * spec names the truncation without its text, and quotes none for the buttons, labels and states: those are ours.
 */
const english = {
  'data-table.label': 'Dataset',
  'data-table.help':
    'Arrow keys move between cells. Enter or F2 edits a cell, Enter keeps the change and Escape cancels it. Paste rows copied from a spreadsheet.',
  'data-table.add-row': 'Add row',
  'data-table.add-column': 'Add column',
  'data-table.remove-row': 'Remove row',
  'data-table.remove-column': 'Remove column',
  'data-table.save': 'Save',
  'data-table.saving': 'Saving…',
  'data-table.saved': 'Saved',
  'data-table.column': 'Column {column}',
  'data-table.edit-header': 'Header of column {column}',
  'data-table.edit-cell': '{header}, row {row}',
  'data-table.need-column': 'Your dataset must have at least one column',
  'data-table.need-row': 'Your dataset must have at least one row',
  'data-table.missing': 'One or more rows was missing data',
  'data-table.empty': 'Enter some data!',
  'data-table.truncated': 'Dataset truncated to {rows} rows and {columns} columns',
  'data-table.loading': 'Loading the dataset…',
  'data-table.login': 'Sign in as the site owner to edit this dataset.',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    dataTable: typeof english;
  }
}
