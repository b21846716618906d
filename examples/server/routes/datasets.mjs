/**
 * Owner datasets (spec 001 §1, §5): the data of a chart or a table block, edited by `<sqs-data-table>`.
 * `GET /api/owner/datasets/:id` answers `{ id, columns, rows }` (404 when there is none yet); `PUT` of the same
 * path stores `{ columns, rows }` and answers it back. Both need a signed-in owner (401 `{ error, loginRequired: true, owner: true }`
 * without one); the write checks the crumb. `id` is 1 to 64 letters, digits, `-` or `_`.
 *
 * A dataset is checked as the editor checks it (spec 001 §5): 'Your dataset must have at least one column', 'Your
 * dataset must have at least one row', 'Enter some data!' (every cell blank), 'One or more rows was missing data' (a
 * row without a value for each column, or with a blank one); at most `MAX_DATASET_COLUMNS` columns and
 * `MAX_DATASET_ROWS` rows (the spec names the truncation, not the numbers: these are the element's), every header and
 * cell text of at most `MAX_CELL` characters. Each failure is a 400 `{ error }` naming it. Seeded on first start: the
 * `sales` dataset.
 */
import { requireOwner } from '../lib/owners.mjs';
import { HttpError, readParsedBody } from '../router.mjs';

/** The most columns and rows of a dataset (elements/data-table/data-table.limits.ts holds the same). */
export const MAX_DATASET_COLUMNS = 20;
export const MAX_DATASET_ROWS = 100;
/** The longest header or cell text. */
export const MAX_CELL = 200;
/** The most datasets the store keeps. */
export const MAX_DATASETS = 200;

const ID = /^[\w-]{1,64}$/;
const bad = (message) => new HttpError(400, message);

/** Returns the dataset of a PUT body, or throws the 400 naming what is wrong with it. */
export function readDataset(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('Expected a JSON object');
  const { columns, rows } = body;
  if (!Array.isArray(columns)) throw bad('columns must be an array of texts');
  if (!Array.isArray(rows)) throw bad('rows must be an array of rows');
  if (columns.length === 0) throw bad('Your dataset must have at least one column');
  if (rows.length === 0) throw bad('Your dataset must have at least one row');
  if (columns.length > MAX_DATASET_COLUMNS) throw bad(`A dataset has at most ${MAX_DATASET_COLUMNS} columns`);
  if (rows.length > MAX_DATASET_ROWS) throw bad(`A dataset has at most ${MAX_DATASET_ROWS} rows`);
  const text = (value) => typeof value === 'string' && value.length <= MAX_CELL;
  if (!columns.every(text)) throw bad(`Each column header is a text of at most ${MAX_CELL} characters`);
  for (const row of rows) {
    if (!Array.isArray(row)) throw bad('rows must be an array of rows');
    if (row.length > columns.length) throw bad('A row has more values than the dataset has columns');
    if (!row.every(text)) throw bad(`Each value is a text of at most ${MAX_CELL} characters`);
  }
  const blank = (value) => value.trim() === '';
  if (rows.every((row) => row.every(blank))) throw bad('Enter some data!');
  if (rows.some((row) => row.length < columns.length || row.some(blank)))
    throw bad('One or more rows was missing data');
  return { columns, rows };
}

/** Registers the dataset endpoints; resolves once the example dataset is seeded. */
export async function register(router, sql) {
  await sql.run(
    'INSERT INTO owner_datasets (id, data, updated_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING',
    'sales',
    JSON.stringify({
      columns: ['Month', 'Bread', 'Pastry'],
      rows: [
        ['January', '120', '80'],
        ['February', '132', '95'],
        ['March', '150', '101'],
      ],
    }),
    Date.now(),
  );
  const read = (id) => sql.get('SELECT data FROM owner_datasets WHERE id = ?', id);
  const idOf = (params) => {
    if (!ID.test(params.id)) throw bad('id must be 1 to 64 letters, digits, - or _');
    return params.id;
  };

  router.route('GET', '/api/owner/datasets/:id', async ({ req, params }) => {
    await requireOwner(sql, req);
    const id = idOf(params);
    const row = await read(id);
    if (!row) throw new HttpError(404, 'No such dataset');
    return { id, ...JSON.parse(row.data) };
  });

  router.route('PUT', '/api/owner/datasets/:id', async ({ req, params }) => {
    await requireOwner(sql, req);
    const id = idOf(params);
    const dataset = readDataset(await readParsedBody(req));
    if (!(await read(id)) && (await sql.get('SELECT count(*) AS n FROM owner_datasets')).n >= MAX_DATASETS)
      throw new HttpError(409, `The store keeps at most ${MAX_DATASETS} datasets`);
    await sql.run(
      `INSERT INTO owner_datasets (id, data, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      id,
      JSON.stringify(dataset),
      Date.now(),
    );
    return { id, ...dataset };
  });
}
