import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { SqsTagEditorElement, tagEditorAttributes } from './tag-editor.element.js';
import { useTagEditor } from './useTagEditor.js';

/**
 * Renders the tag editor: the add field, the listbox of names (or that there are none) with its help, the 'Edit' and
 * 'Remove' buttons of the chosen name, the edit field while one is edited, the refused name's message and the live
 * region; while loading, without an owner session or when the names could not load, the state's message alone.
 */
export function TagEditor({
  host,
  type,
  postId,
}: ElementProps<typeof tagEditorAttributes, SqsTagEditorElement>): ReactNode {
  const b = useTagEditor(host, type, postId);
  const { t, tagType } = b;
  if (b.phase !== 'ready')
    return (
      <div part="base" data-state={b.phase}>
        <p part="status" role={b.phase === 'failed' ? 'alert' : 'status'}>
          {b.phase === 'loading'
            ? t('tag-editor.loading')
            : b.phase === 'sign-in'
              ? t('tag-editor.login')
              : t('common.unable-to-load-try-again')}
        </p>
      </div>
    );
  const error = b.error ? (
    <p part="error" id={b.errorId} role="alert">
      {b.error}
    </p>
  ) : null;
  return (
    <div part="base" data-state={b.phase}>
      <div className="row">
        <label htmlFor={b.addProps.id}>{t('tag-editor.add-field', { tagType })}</label>
        <input part="input" type="text" {...b.addProps} />
        <button part="button" type="button" onClick={b.add}>
          {t('tag-editor.add')}
        </button>
      </div>
      {b.errorOn === 'add' ? error : null}
      {b.options.length ? (
        <>
          <ul part="list" {...b.listProps}>
            {b.options.map((option) => (
              <li
                key={option.id}
                id={option.id}
                part="tag"
                role="option"
                aria-selected={option.selected}
                onClick={option.choose}
              >
                {option.name}
              </li>
            ))}
          </ul>
          <p className="help" id={b.helpId}>
            {t('tag-editor.help')}
          </p>
          <div className="row">
            <button part="button" type="button" onClick={b.edit}>
              {t('tag-editor.edit')}
            </button>
            <button part="button" type="button" onClick={b.remove}>
              {t('tag-editor.remove')}
            </button>
          </div>
        </>
      ) : (
        <p className="empty">{t('tag-editor.empty', { tagType })}</p>
      )}
      {b.errorOn === 'list' ? error : null}
      {b.editProps ? (
        <div className="row">
          <label htmlFor={b.editProps.id}>{t('tag-editor.edit-field', { name: b.editedName })}</label>
          <input part="input" type="text" {...b.editProps} />
        </div>
      ) : null}
      {b.errorOn === 'edit' ? error : null}
      <p part="status" role="status">
        {b.status}
      </p>
    </div>
  );
}
