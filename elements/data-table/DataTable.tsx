import { memo, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { dataTableAttributes, SqsDataTableElement } from './data-table.element.js';
import { useDataTable, type CellBindings } from './useDataTable.js';

/**
 * Renders one cell: its text (a blank header's name read aloud only), or the text field while it is being edited.
 * Memoised on its texts: a move or an edit renders two cells, not the grid.
 */
const GridCell = memo(function GridCell({
  id,
  text,
  placeholder,
  tabbable,
  inputProps,
  header,
}: CellBindings & { header: boolean }): ReactNode {
  const content = inputProps ? (
    <input part="input" type="text" {...inputProps} />
  ) : text || !placeholder ? (
    text
  ) : (
    <span className="visually-hidden">{placeholder}</span>
  );
  const Tag = header ? 'th' : 'td';
  return (
    <Tag
      part={header ? 'header' : 'cell'}
      scope={header ? 'col' : undefined}
      data-cell={id}
      tabIndex={tabbable ? 0 : -1}
    >
      {content}
    </Tag>
  );
});

/**
 * Renders the dataset editor: the buttons, the grid (the header row, then the rows), its help, the refused change's
 * message and the live region of notices; while loading, without an owner session or when the dataset could not
 * load, the state's message alone.
 */
export function DataTable({
  host,
  datasetId,
  value,
  label,
}: ElementProps<typeof dataTableAttributes, SqsDataTableElement>): ReactNode {
  const b = useDataTable(host, datasetId, value, label);
  const { t } = b;
  if (b.phase !== 'ready')
    return (
      <div part="base" data-state={b.phase}>
        <p part="status" role={b.phase === 'failed' ? 'alert' : 'status'}>
          {b.phase === 'loading'
            ? t('data-table.loading')
            : b.phase === 'sign-in'
              ? t('data-table.login')
              : t('common.unable-to-load-try-again')}
        </p>
      </div>
    );
  const buttons = [
    ['data-table.add-row', b.addRow],
    ['data-table.add-column', b.addColumn],
    ['data-table.remove-row', b.removeRow],
    ['data-table.remove-column', b.removeColumn],
  ] as const;
  return (
    <div part="base" data-state={b.phase}>
      <div part="toolbar">
        {buttons.map(([name, action]) => (
          <button key={name} part="button" type="button" onClick={action}>
            {t(name)}
          </button>
        ))}
        {b.savable ? (
          <button part="button save" type="button" onClick={b.save} disabled={b.saving}>
            {t('data-table.save')}
          </button>
        ) : null}
      </div>
      <div className="scroller">
        <table part="grid" {...b.gridProps}>
          <thead>
            <tr>
              {b.header.map((cell) => (
                <GridCell key={cell.id} {...cell} header />
              ))}
            </tr>
          </thead>
          <tbody>
            {b.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell) => (
                  <GridCell key={cell.id} {...cell} header={false} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="help" id={b.helpId}>
        {t('data-table.help')}
      </p>
      {b.error ? (
        <p part="error" id={b.errorId} role="alert">
          {b.error}
        </p>
      ) : null}
      <p part="status" role="status">
        {b.status}
      </p>
    </div>
  );
}
