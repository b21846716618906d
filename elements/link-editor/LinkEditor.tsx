import { createElement, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { LoadFailed } from '../shared/LoadFailed.js';
import type { linkEditorAttributes, SqsLinkEditorElement } from './link-editor.element.js';
import { useLinkEditor, type LinkEditorBindings, type LinkField } from './useLinkEditor.js';

/** Renders a message under a field, when there is one. */
function ErrorText({ error }: { error: { id: string; text: string } | undefined }): ReactNode {
  return error ? (
    <p part="error" id={error.id}>
      {error.text}
    </p>
  ) : null;
}

/** Renders a label, its input and its message. */
function Field({ inputProps, label, error }: LinkField): ReactNode {
  return (
    <div part="field">
      <label part="label" htmlFor={inputProps.id}>
        {label}
      </label>
      <input part="input" {...inputProps} />
      <ErrorText error={error} />
    </div>
  );
}

/** Renders the Page tab: the site's pages as radio buttons, or what the list says while it has none. */
function Pages({ host, pages }: { host: Element; pages: LinkEditorBindings['pages'] }): ReactNode {
  if (pages.state === 'failed')
    return (
      <>
        <p part="status">{pages.failure}</p>
        <LoadFailed host={host} onRetry={pages.retry} />
      </>
    );
  if (pages.state !== 'success')
    return (
      <p part="status" role="status">
        {pages.status}
      </p>
    );
  return (
    <>
      <p part="legend" id={pages.legendId}>
        {pages.legend}
      </p>
      <div part="pages" {...pages.groupProps}>
        {pages.items.map(({ page, inputProps }) => (
          <label part="page" key={page.url} htmlFor={inputProps.id} data-type={page.type}>
            <input {...inputProps} />
            <span part="page-title">{page.title}</span>
            <span part="page-url">{page.url}</span>
          </label>
        ))}
      </div>
      <ErrorText error={pages.error} />
    </>
  );
}

/** Renders the link editor: the tab list, the five panels and "Apply". */
export function LinkEditor({
  host,
  value,
}: ElementProps<typeof linkEditorAttributes, SqsLinkEditorElement>): ReactNode {
  const { formProps, tablistProps, tabs, pages, url, email, phone, file, applyProps } = useLinkEditor(host, value);
  const panels = {
    page: <Pages host={host} pages={pages} />,
    url: <Field {...url} />,
    email: <Field {...email} />,
    phone: <Field {...phone} />,
    file: (
      <div ref={file.ref}>
        {/* Registered by the page (or the loader); until then an undefined element that holds the panel's room. */}
        {createElement('sqs-file-manager', { mode: 'pick' })}
        {file.chosen ? <p part="file">{file.chosen}</p> : null}
        <ErrorText error={file.error} />
      </div>
    ),
  };
  return (
    <form part="base" {...formProps}>
      <div part="tabs" {...tablistProps}>
        {tabs.map(({ kind, label, tabProps }) => (
          <button key={kind} part="tab" {...tabProps}>
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ kind, panelProps }) => (
        <div key={kind} part="panel" {...panelProps}>
          {panels[kind]}
        </div>
      ))}
      <button part="apply" {...applyProps} />
    </form>
  );
}
