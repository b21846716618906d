import { json, string, type AttributeKind } from '../shared/attributes.js';
import { defineContract, type AttributeValues, type SqsElement } from '../shared/element-types.js';

/**
 * The most columns and rows of a dataset, and the longest header or cell text. Spec 001 §5 truncates a dataset "to
 * maxRows and maxColumns" without giving the numbers; these are ours, and the reference API holds the same
 * (examples/server/routes/datasets.mjs).
 */
export const DATASET_LIMITS = Object.freeze({ columns: 20, rows: 100, cell: 200 });

/** A dataset: its column headers and its rows, each a text per column. */
export interface Dataset {
  /** The column headers. */
  columns: string[];
  /** The rows, each with one text per column. */
  rows: string[][];
}

/** Returns true when `value` is a dataset: an array of header texts and an array of rows of texts. */
export function isDataset(value: unknown): value is Dataset {
  if (typeof value !== 'object' || value === null) return false;
  const { columns, rows } = value as Partial<Dataset>;
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return texts(columns) && Array.isArray(rows) && rows.every(texts);
}

/** A dataset's id in the reference API: 1 to 64 letters, digits, `-` or `_`; anything else is invalid. */
function datasetId(): AttributeKind<string> {
  return {
    ...string(),
    parse: (text) => (!text ? '' : /^[\w-]{1,64}$/.test(text) ? text : undefined),
  };
}

/** The attributes of `<sqs-data-table>`. */
export const dataTableAttributes = {
  /** The dataset to load from and save to (`/api/owner/datasets/:id`); without it the editor keeps `value` alone. */
  datasetId: datasetId(),
  /** The dataset to start from (JSON `{ columns, rows }`; a chart's or a table block's data) when none loads. */
  value: json<Dataset | null>(null, isDataset),
  /** The grid's accessible name; 'Dataset' when empty. */
  label: string(),
};

/** The detail of `sqs-data-table-change` and `sqs-data-table-save`. */
export interface DataTableDetail extends Dataset {
  /** The dataset's id (`dataset-id`; empty when it has none). */
  id: string;
}

/**
 * A site owner's dataset editor: the data of a chart or a table block as an editable grid (the WAI-ARIA APG data
 * grid). The column headers are its first row. Arrow keys move between cells, Home and End to the row's ends,
 * Ctrl+Home and Ctrl+End to the first and last cell; Enter or F2 edits the cell (typing a character starts an edit
 * with it), Enter again keeps the text and Escape drops it; Delete clears the cell; only the cell in focus is in the
 * Tab order, so Tab leaves the grid. Buttons add and remove rows and columns (the ones of the cell in focus); rows
 * copied from a spreadsheet (tab-separated) paste at the cell in focus, growing the grid as needed.
 *
 * A dataset holds at most 20 columns and 100 rows, each text at most 200 characters: a larger `value` or paste is
 * truncated, with the notice 'Dataset truncated to 100 rows and 20 columns'. Spec 001 §5's messages are shown where
 * they apply: removing the last column or row says 'Your dataset must have at least one column' or '… row', and
 * saving checks for 'Enter some data!' (every cell blank) and 'One or more rows was missing data' (a blank cell).
 * With `dataset-id` the dataset loads from the reference API's owner-only `GET /api/owner/datasets/:id` (none stored
 * yet: it starts from `value`, or one blank cell) and 'Save' stores it with `PUT`; without an owner session the
 * element says the owner must sign in. The host's `data-state` is `loading`, `ready`, `sign-in` or `failed`.
 *
 * @summary An owner's editable data grid for a chart's or a table block's dataset.
 * @tag sqs-data-table
 *
 * @csspart base - The wrapper; carries `data-state` too.
 * @csspart toolbar - The row of buttons.
 * @csspart button - Each button.
 * @csspart grid - The table.
 * @csspart header - A column header cell.
 * @csspart cell - A data cell.
 * @csspart input - The text field of the cell being edited.
 * @csspart error - The message of a refused change or save.
 * @csspart status - The notice of a truncation, a save, or the sign-in need.
 *
 * @cssproperty --sqs-data-table-border - The cells' border.
 * @cssproperty --sqs-data-table-cell-padding - The space inside a cell.
 * @cssproperty --sqs-data-table-header-background - The header row's background.
 * @cssproperty --sqs-data-table-error-color - The colour of the error message.
 */
export interface SqsDataTableElement extends SqsElement, AttributeValues<typeof dataTableAttributes> {
  /** Returns the dataset as it stands now. */
  getData(): Dataset | undefined;
}

/** The events `<sqs-data-table>` dispatches, by name, with their detail. */
export interface SqsDataTableEvents {
  /** The owner changed the dataset (an edit, a paste, a row or column added or removed). */
  'sqs-data-table-change': DataTableDetail;
  /** The reference API stored the dataset. */
  'sqs-data-table-save': DataTableDetail;
}

/** The contract of `<sqs-data-table>`. */
export const dataTableElement = defineContract('sqs-data-table', dataTableAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-data-table': SqsDataTableElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsDataTableEvents {}
}
