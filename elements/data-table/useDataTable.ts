import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { useController } from '../shared/controller.js';
import { emit } from '../shared/emit.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { DATASET_LIMITS, type Dataset, type SqsDataTableElement } from './data-table.element.js';
import english from './data-table.en.js';
import {
  blankDataset,
  checkDataset,
  fitDataset,
  parseTabSeparated,
  pasteInto,
  type DatasetProblem,
} from './dataset.js';

/** Where the editor is: loading its dataset, editing it, waiting for an owner to sign in, or unable to load. */
export type DataTablePhase = 'loading' | 'ready' | 'sign-in' | 'failed';

/** A cell: its row (-1 for the header row) and column. */
interface Cell {
  row: number;
  column: number;
}

/** One cell of the grid as the markup needs it. */
export interface CellBindings {
  /** The cell's text. */
  text: string;
  /** What a blank header is called ('Column 2'), read aloud but not shown. */
  placeholder: string;
  /** The cell's place, `row:column` (the header row is -1). */
  id: string;
  /** True for the one cell in the Tab order. */
  tabbable: boolean;
  /** Props for the text field when the cell is being edited. */
  inputProps: InputHTMLAttributes<HTMLInputElement> | undefined;
}

/** What the editor's markup needs. */
export interface DataTableBindings {
  /** The state shown. */
  phase: DataTablePhase;
  /** Formats the element's messages. */
  t: Translate<typeof english>;
  /** True when the dataset has an id, so it can be saved. */
  savable: boolean;
  /** True while a save runs. */
  saving: boolean;
  /** Props for the table. */
  gridProps: HTMLAttributes<HTMLTableElement>;
  /** The id of the grid's help text. */
  helpId: string;
  /** The header row's cells, then each row's. */
  header: CellBindings[];
  rows: CellBindings[][];
  /** The refused change's message, and its id. */
  error: string;
  errorId: string;
  /** The notice of the live region (a truncation, a save). */
  status: string;
  /** Actions of the buttons. */
  addRow(): void;
  addColumn(): void;
  removeRow(): void;
  removeColumn(): void;
  save(): void;
}

type Notice = { key: 'data-table.truncated' | 'data-table.saving' | 'data-table.saved' } | null;

const key = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * Loads the dataset of `datasetId` (or starts from `value`) and returns the bindings of the editable grid: roving
 * focus over the cells (the APG data grid's keys), one cell edited at a time, rows and columns added and removed,
 * tab-separated paste, truncation to DATASET_LIMITS with a notice, spec 001 §5's checks, and the save.
 */
export function useDataTable(
  host: SqsDataTableElement,
  datasetId: string,
  value: Dataset | null,
  label: string,
): DataTableBindings {
  const t = useMessages(host, english);
  const id = useId();
  const [phase, setPhase] = useState<DataTablePhase>(datasetId ? 'loading' : 'ready');
  // A dataset given as the value shows from the first render (state `ready` then holds what the visitor sees).
  const [first] = useState(() => fitDataset(datasetId ? blankDataset() : (value ?? blankDataset())));
  const [data, setData] = useState<Dataset>(first.data);
  // The dataset as the last event left it: two events of one task (a click, then a paste) each build on the last.
  const dataNow = useRef(data);
  const [active, setActive] = useState<Cell>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<{ cell: Cell; draft: string } | null>(null);
  // A refused change: a message of ours, or the reference API's text.
  const [problem, setProblem] = useState<{ key: DatasetProblem } | { text: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(first.truncated ? { key: 'data-table.truncated' } : null);
  const gridRef = useRef<HTMLTableElement | null>(null);
  // The part to focus once a render shows it: asked for when the event happens, so an effect of an earlier render
  // (which may run late, after the event) cannot focus what the event is closing.
  const focusWanted = useRef<string | null>(null);
  // The edit as the last event left it: the field's blur after Enter or Escape finds it closed.
  const editingNow = useRef(editing);
  editingNow.current = editing;
  const path = `/api/owner/datasets/${encodeURIComponent(datasetId)}`;

  /** Takes `next` as the dataset, fitted to the limits (a notice when it was cut); `changed` emits the change. */
  const take = (next: Dataset, changed = true) => {
    const fitted = fitDataset(next);
    setData((dataNow.current = fitted.data));
    setNotice(fitted.truncated ? { key: 'data-table.truncated' } : null);
    setProblem(null);
    setActive((cell) => ({
      row: Math.min(cell.row, fitted.data.rows.length - 1),
      column: Math.min(cell.column, fitted.data.columns.length - 1),
    }));
    if (changed) emit(host, 'sqs-data-table-change', { id: datasetId, ...fitted.data });
  };

  useEffect(() => {
    const start = value ?? blankDataset();
    if (!datasetId) return take(start, false);
    const controller = new AbortController();
    setPhase('loading');
    request<Dataset>('GET', path, { signal: controller.signal }).then(
      (answer) => {
        take(answer, false);
        setPhase('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kind = error instanceof DataLayerError ? error : undefined;
        if (kind?.status === 404) take(start, false);
        setPhase(kind?.status === 404 ? 'ready' : kind?.kind === 'login-required' ? 'sign-in' : 'failed');
      },
    );
    return () => controller.abort();
    // `take` is a new function each render and `value` only seeds a dataset not stored yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [datasetId, value]);

  useLayoutEffect(() => {
    host.dataset.state = phase;
  }, [host, phase]);
  useEffect(() => {
    const target = focusWanted.current && gridRef.current?.querySelector<HTMLElement>(focusWanted.current);
    if (!target) return;
    focusWanted.current = null;
    target.focus();
  });
  useController(host, { getData: () => (phase === 'ready' ? dataNow.current : undefined) });

  const width = data.columns.length;
  const height = data.rows.length;
  const textOf = ({ row, column }: Cell) =>
    (row < 0 ? dataNow.current.columns[column] : dataNow.current.rows[row]?.[column]) ?? '';
  const cellSelector = (cell: Cell) => `[data-cell="${key(cell)}"]`;
  const moveTo = (cell: Cell) => {
    focusWanted.current = cellSelector(cell);
    setActive(cell);
  };
  const edit = (cell: Cell, draft = textOf(cell)) => {
    focusWanted.current = `${cellSelector(cell)} input`;
    setActive(cell);
    setEditing((editingNow.current = { cell, draft }));
  };
  const write = (cell: Cell, text: string) => {
    const columns = [...dataNow.current.columns];
    const rows = dataNow.current.rows.map((row) => [...row]);
    if (cell.row < 0) columns[cell.column] = text;
    else rows[cell.row]![cell.column] = text;
    take({ columns, rows });
  };
  const stopEditing = (keep: boolean, refocus = true) => {
    const open = editingNow.current;
    if (!open) return;
    editingNow.current = null;
    if (keep && open.draft !== textOf(open.cell)) write(open.cell, open.draft);
    focusWanted.current = refocus ? cellSelector(open.cell) : null;
    setEditing(null);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // A key in the field is the field's: the Enter that closes it must not open it again once it has re-rendered (the
    // lite build renders between the field's listener and the grid's).
    if (editing || event.target instanceof HTMLInputElement) return;
    const { row, column } = active;
    const ctrl = event.ctrlKey || event.metaKey;
    const rtl = getComputedStyle(host).direction === 'rtl';
    const moves: Record<string, Cell | undefined> = {
      ArrowUp: { row: Math.max(-1, row - 1), column },
      ArrowDown: { row: Math.min(height - 1, row + 1), column },
      [rtl ? 'ArrowRight' : 'ArrowLeft']: { row, column: Math.max(0, column - 1) },
      [rtl ? 'ArrowLeft' : 'ArrowRight']: { row, column: Math.min(width - 1, column + 1) },
      Home: ctrl ? { row: -1, column: 0 } : { row, column: 0 },
      End: ctrl ? { row: height - 1, column: width - 1 } : { row, column: width - 1 },
      PageUp: { row: -1, column },
      PageDown: { row: height - 1, column },
    };
    const target = moves[event.key];
    if (target) moveTo(target);
    else if (event.key === 'Enter' || event.key === 'F2') edit(active);
    else if (event.key === 'Delete' || event.key === 'Backspace') write(active, '');
    else if (event.key.length === 1 && !ctrl && !event.altKey) edit(active, event.key);
    else return;
    event.preventDefault();
  };

  /** Returns the cell an event happened in, from its `data-cell`. */
  const cellAt = (target: EventTarget): Cell | undefined => {
    const place = (target as Element).closest?.('[data-cell]')?.getAttribute('data-cell');
    if (!place) return undefined;
    const [row = 0, column = 0] = place.split(':').map(Number);
    return { row, column };
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!text) return;
    // A single value pasted into a cell being edited is the field's own paste.
    if (editing && !/[\t\n\r]/.test(text)) return;
    event.preventDefault();
    // The cell the paste happened in: focus may have moved there in this same task, before a render.
    const at = editing?.cell ?? cellAt(event.target) ?? active;
    editingNow.current = null;
    setEditing(null);
    const pasted = pasteInto(dataNow.current, parseTabSeparated(text), at.row, at.column);
    take(pasted.data);
    if (pasted.truncated) setNotice({ key: 'data-table.truncated' });
    moveTo(at);
  };

  const cellOf = (cell: Cell): CellBindings => {
    const current = key(cell);
    const edited = editing && key(editing.cell) === current;
    // Formatted only where it is read: a blank header, and the label of the field being edited.
    const placeholder = cell.row < 0 || edited ? t('data-table.column', { column: cell.column + 1 }) : '';
    const header = data.columns[cell.column] || placeholder;
    return {
      text: textOf(cell),
      placeholder: cell.row < 0 && !data.columns[cell.column] ? placeholder : '',
      id: current,
      tabbable: key(active) === current && !edited,
      inputProps: edited
        ? {
            value: editing.draft,
            maxLength: DATASET_LIMITS.cell,
            'aria-label':
              cell.row < 0
                ? t('data-table.edit-header', { column: cell.column + 1 })
                : t('data-table.edit-cell', { header, row: cell.row + 1 }),
            onChange: (event) => setEditing((editingNow.current = { cell, draft: event.currentTarget.value })),
            onKeyDown: (event) => {
              if (event.key === 'Enter' || event.key === 'Escape') {
                event.preventDefault();
                stopEditing(event.key === 'Enter');
              } else if (event.key === 'Tab') stopEditing(true, false);
            },
            onBlur: () => stopEditing(true, false),
          }
        : undefined,
    };
  };

  const refuse = (key: DatasetProblem) => setProblem({ key });
  const save = () => {
    stopEditing(true, false);
    const refused = checkDataset(dataNow.current);
    if (refused) return refuse(refused);
    setNotice({ key: 'data-table.saving' });
    request<Dataset>('PUT', path, { json: dataNow.current }).then(
      (saved) => {
        setNotice({ key: 'data-table.saved' });
        emit(host, 'sqs-data-table-save', { id: datasetId, columns: saved.columns, rows: saved.rows });
      },
      (error: unknown) => {
        setNotice(null);
        if (error instanceof DataLayerError && error.kind === 'login-required') setPhase('sign-in');
        else setProblem({ text: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const error = !problem ? '' : 'key' in problem ? t(problem.key) : problem.text;
  return {
    phase,
    t,
    savable: Boolean(datasetId),
    saving: notice?.key === 'data-table.saving',
    gridProps: {
      ref: gridRef,
      role: 'grid',
      'aria-label': label || t('data-table.label'),
      'aria-describedby': error ? `${helpId} ${errorId}` : helpId,
      'aria-rowcount': height + 1,
      'aria-colcount': width,
      onKeyDown: onGridKeyDown,
      onPaste,
      // One listener each for every cell, so a grid of 2,000 cells renders only the cells that changed.
      onClick: (event) => {
        const cell = cellAt(event.target);
        if (cell && !editing) setActive(cell);
      },
      onDoubleClick: (event) => {
        const cell = cellAt(event.target);
        if (cell && !editing) edit(cell);
      },
      onFocus: (event) => {
        const cell = event.target.hasAttribute('data-cell') ? cellAt(event.target) : undefined;
        if (cell) setActive(cell);
      },
    } as HTMLAttributes<HTMLTableElement>,
    helpId,
    header: data.columns.map((_, column) => cellOf({ row: -1, column })),
    rows: data.rows.map((_, row) => data.columns.map((__, column) => cellOf({ row, column }))),
    error,
    errorId,
    status:
      phase === 'sign-in'
        ? t('data-table.login')
        : notice?.key === 'data-table.truncated'
          ? t(notice.key, { rows: DATASET_LIMITS.rows, columns: DATASET_LIMITS.columns })
          : notice
            ? t(notice.key)
            : '',
    addRow: () => {
      const { columns, rows } = dataNow.current;
      take({ columns, rows: [...rows, columns.map(() => '')] });
    },
    addColumn: () => {
      const { columns, rows } = dataNow.current;
      take({ columns: [...columns, ''], rows: rows.map((row) => [...row, '']) });
    },
    removeRow: () => {
      const { columns, rows } = dataNow.current;
      if (rows.length <= 1) return refuse('data-table.need-row');
      take({ columns, rows: rows.filter((_, i) => i !== Math.max(0, active.row)) });
    },
    removeColumn: () => {
      const { columns, rows } = dataNow.current;
      if (columns.length <= 1) return refuse('data-table.need-column');
      take({
        columns: columns.filter((_, i) => i !== active.column),
        rows: rows.map((row) => row.filter((_, i) => i !== active.column)),
      });
    },
    save,
  };
}
