import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import type { fileManagerAttributes, SqsFileManagerElement } from './file-manager.element.js';
import { useFileManager, type FileManagerBindings, type FileRow } from './useFileManager.js';

/** Renders the upload's status: the progress bar with Cancel, the stored file, or the cancellation. */
function UploadStatus({ b }: { b: FileManagerBindings }): ReactNode {
  const { upload, f } = b;
  if (upload?.phase === 'uploading') {
    const percent = Math.round(upload.progress * 100);
    return (
      <>
        <progress
          part="progress"
          max={100}
          value={percent}
          aria-valuetext={`${percent}%`}
          aria-label={f('upload.progress', { fileName: upload.fileName })}
        />
        <button type="button" part="button cancel" onClick={b.onCancelUpload}>
          {f('upload.cancel')}
        </button>
      </>
    );
  }
  if (b.announcement) return b.announcement;
  if (upload?.phase === 'done') return f('upload.done', { fileName: upload.fileName, size: upload.size });
  return upload?.phase === 'cancelled' ? f('upload.cancelled') : '';
}

/** Renders one file's name cell: its name, or the form renaming it. */
function NameCell({ b, row }: { b: FileManagerBindings; row: FileRow }): ReactNode {
  const { renaming, t } = b;
  if (renaming?.id !== row.id) return <span part="name">{row.name}</span>;
  const errorId = `rename-error-${row.id}`;
  return (
    <form part="rename-form" onSubmit={b.onRenameSubmit} noValidate>
      <span>
        <input
          part="rename-input"
          type="text"
          value={renaming.value}
          maxLength={renaming.maxLength}
          aria-label={t('file-manager.new-name', { fileName: row.name })}
          aria-invalid={renaming.error ? true : undefined}
          aria-describedby={renaming.error ? errorId : undefined}
          onChange={(event) => b.onRenameInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              b.onRenameCancel();
            }
          }}
        />
        {renaming.extension}
      </span>
      <button type="submit" part="button save" disabled={renaming.pending}>
        {t('file-manager.save')}
      </button>
      <button type="button" part="button cancel-rename" onClick={b.onRenameCancel}>
        {t('file-manager.cancel')}
      </button>
      {renaming.error && (
        <p part="field-error" id={errorId} role="alert">
          {renaming.error}
        </p>
      )}
    </form>
  );
}

/**
 * Renders the manager: the Upload File control with the room used, the upload's status (announced), a problem or the
 * sign-in need, and the Existing Files table with each file's actions.
 */
export function FileManager({
  host,
  mode,
}: ElementProps<typeof fileManagerAttributes, SqsFileManagerElement>): ReactNode {
  const b = useFileManager(host, mode);
  const { t, f } = b;
  return (
    <div part="base" aria-busy={b.busy}>
      <div part="toolbar">
        <label part="upload-button" data-disabled={b.state !== 'ready' || b.upload?.phase === 'uploading'}>
          <input
            type="file"
            className="visually-hidden"
            accept={b.accept}
            disabled={b.state !== 'ready' || b.upload?.phase === 'uploading'}
            onChange={b.onFile}
          />
          {t('file-manager.upload')}
        </label>
        <span part="usage">{b.usage}</span>
      </div>
      <div part="upload" role="status" data-state={b.upload?.phase}>
        <UploadStatus b={b} />
      </div>
      {(b.problem || b.upload?.phase === 'failed') && (
        <p part="error" role="alert">
          {b.upload?.phase === 'failed' && b.upload.error ? f(b.upload.error.key, b.upload.error.values) : b.problem}
        </p>
      )}
      {b.state === 'failed' && <LoadFailed host={host} onRetry={b.retry} />}
      <table part="table">
        <caption>{t('file-manager.existing')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('file-manager.name')}</th>
            <th scope="col">{t('file-manager.size')}</th>
            <th scope="col">{t('file-manager.type')}</th>
            <th scope="col">{t('file-manager.date')}</th>
            <th scope="col">{t('file-manager.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {/* In the row that said it was loading, so the table keeps its height. */}
          {b.state === 'sign-in' ? (
            <tr>
              <td colSpan={5} part="sign-in" role="alert">
                {t('file-manager.sign-in')}
              </td>
            </tr>
          ) : b.state === 'loading' || (b.state === 'ready' && b.rows.length === 0) ? (
            <tr>
              <td colSpan={5} part="status">
                {b.state === 'loading' ? t('file-manager.loading') : t('file-manager.empty')}
              </td>
            </tr>
          ) : null}
          {b.rows.map((row) => (
            <tr part="row" key={row.id} data-id={row.id}>
              <th scope="row">
                <NameCell b={b} row={row} />
              </th>
              <td>{row.shownSize}</td>
              <td>{row.shownType}</td>
              <td>{row.shownDate && <time dateTime={row.uploadedOn}>{row.shownDate}</time>}</td>
              <td>
                {b.renaming?.id !== row.id && (
                  <span part="actions">
                    {b.pick && <Action part="choose" label={t('file-manager.choose')} row={row} on={row.onChoose} />}
                    <Action part="rename" label={t('file-manager.rename')} row={row} on={row.onRename} />
                    <Action part="delete" label={t('file-manager.delete')} row={row} on={row.onDelete} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renders an action button of a row, named with the file's name for a screen reader ('Rename report.pdf'). */
function Action({ part, label, row, on }: { part: string; label: string; row: FileRow; on: () => void }): ReactNode {
  return (
    <button type="button" part={`button ${part}`} onClick={on}>
      {label}
      <span className="visually-hidden"> {row.name}</span>
    </button>
  );
}
