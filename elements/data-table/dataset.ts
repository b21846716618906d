import { DATASET_LIMITS, type Dataset } from './data-table.element.js';
import type english from './data-table.en.js';

/** The id of a message a dataset check fails with. */
export type DatasetProblem = keyof typeof english & `data-table.${'need-column' | 'need-row' | 'missing' | 'empty'}`;

/** Returns a blank dataset: one column, one row. */
export function blankDataset(): Dataset {
  return { columns: [''], rows: [['']] };
}

/**
 * Returns `data` within DATASET_LIMITS — at most 20 columns, 100 rows and 200 characters a text, every row as long as
 * the header row — and whether anything was cut.
 */
export function fitDataset(data: Dataset): { data: Dataset; truncated: boolean } {
  let truncated = data.columns.length > DATASET_LIMITS.columns || data.rows.length > DATASET_LIMITS.rows;
  const text = (value: string | undefined = '') => {
    if (value.length > DATASET_LIMITS.cell) truncated = true;
    return value.slice(0, DATASET_LIMITS.cell);
  };
  const columns = data.columns.slice(0, DATASET_LIMITS.columns).map((c) => text(c));
  const rows = data.rows.slice(0, DATASET_LIMITS.rows).map((row) => {
    if (row.length > columns.length) truncated = true;
    return columns.map((_, i) => text(row[i]));
  });
  return { data: { columns, rows }, truncated };
}

/** Returns the rows of tab-separated `text` (a spreadsheet's copy): lines split on line breaks, cells on tabs. */
export function parseTabSeparated(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * Returns `data` with `pasted` written from row `row` (-1: the header row) and column `column`, grown to hold it, and
 * fitted to the limits.
 */
export function pasteInto(data: Dataset, pasted: string[][], row: number, column: number) {
  const width = Math.max(data.columns.length, column + Math.max(...pasted.map((line) => line.length)));
  const grid = [data.columns, ...data.rows].map((line) => Array.from({ length: width }, (_, i) => line[i] ?? ''));
  pasted.forEach((line, r) => {
    const target = (grid[row + 1 + r] ??= Array.from({ length: width }, () => ''));
    line.forEach((value, c) => (target[column + c] = value));
  });
  const [columns = [], ...rows] = grid;
  return fitDataset({ columns, rows });
}

/**
 * Checks `data` before it is saved (spec 001 §5): a column and a row at least, some data, and no blank cell. Returns
 * the problem's message id, or undefined.
 */
export function checkDataset({ columns, rows }: Dataset): DatasetProblem | undefined {
  if (columns.length === 0) return 'data-table.need-column';
  if (rows.length === 0) return 'data-table.need-row';
  const blank = (value: string | undefined) => !value?.trim();
  if (rows.every((row) => columns.every((_, i) => blank(row[i])))) return 'data-table.empty';
  if (rows.some((row) => columns.some((_, i) => blank(row[i])))) return 'data-table.missing';
  return undefined;
}
