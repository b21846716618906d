import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import type { codeEditorAttributes, SqsCodeEditorElement } from './code-editor.element.js';
import { useCodeEditor } from './useCodeEditor.js';

/**
 * Renders the code-injection form: the Android notice, a labelled text area with its line numbers for each region,
 * the Save button (not on Android), the polite status and the error (with Try again after a failed load).
 */
export function CodeEditor({ host }: ElementProps<typeof codeEditorAttributes, SqsCodeEditorElement>): ReactNode {
  const { t, android, noticeId, fields, busy, canSave, status, error, retry, onSubmit } = useCodeEditor(host);
  return (
    <form part="base" aria-label={t('code-editor.label')} aria-busy={busy} onSubmit={onSubmit} noValidate>
      {android && (
        <p part="notice" id={noticeId}>
          {t('code-editor.android')}
        </p>
      )}
      {fields.map(({ region, label, lines, textareaProps }) => (
        <div part="field" key={region} data-region={region}>
          <label part="label" htmlFor={textareaProps.id}>
            {label}
          </label>
          <div part="editor">
            <div part="gutter" aria-hidden="true">
              {lines}
            </div>
            <textarea
              part="code"
              {...textareaProps}
              wrap="off"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              autoCorrect="off"
            />
          </div>
        </div>
      ))}
      {!android && (
        <button part="save" type="submit" disabled={!canSave}>
          {t('code-editor.save')}
        </button>
      )}
      <p part="status" role="status">
        {status}
      </p>
      <p part="error" role="alert">
        {error}
        {retry && (
          <button type="button" onClick={retry}>
            {t('code-editor.retry')}
          </button>
        )}
      </p>
    </form>
  );
}
