import type { ReactNode } from 'react';
import type { BuilderTranslate } from './builder-messages.js';
import type { Storage } from './draft.js';
import type english from './form-builder.en.js';
import { FORM_CAPS } from './form-builder.limits.js';
import { CheckSetting, TextSetting } from './Setting.js';
import type { FormBuilderState } from './useFormBuilder.js';

/** What each settings panel needs. */
interface PanelProps {
  /** The builder's state. */
  state: FormBuilderState;
  /** Formats the builder's messages (and the shared validation ones). */
  t: BuilderTranslate;
}

const STORAGE: readonly [Storage['kind'], keyof typeof english][] = [
  ['site', 'form-builder.storage-site'],
  ['email', 'form-builder.storage-email'],
  ['mailing-list', 'form-builder.storage-list'],
];

/** Renders the Storage tab: where submissions go, with the address or the mailing list it needs. */
export function StoragePanel({ state, t }: PanelProps): ReactNode {
  const { storage } = state.draft!;
  const { problems, lists } = state;
  const listError = problems.list ? t('form-builder.list-needed') : undefined;
  return (
    <>
      <fieldset part="choices">
        <legend>{t('form-builder.storage')}</legend>
        {STORAGE.map(([kind, key]) => (
          <div part="setting check" key={kind}>
            <input
              type="radio"
              id={`storage-${kind}`}
              name="storage"
              checked={storage.kind === kind}
              onChange={() => state.updateStorage({ kind })}
            />
            <label htmlFor={`storage-${kind}`}>{t(key)}</label>
          </div>
        ))}
      </fieldset>
      {storage.kind === 'email' ? (
        <TextSetting
          id="storage-address"
          type="email"
          label={t('form-builder.email')}
          value={storage.email ?? ''}
          onChange={(email) => state.updateStorage({ email })}
          error={problems.email ? t(problems.email.key as 'validation.email', problems.email.values) : undefined}
        />
      ) : null}
      {storage.kind === 'mailing-list' && lists?.length === 0 ? (
        <p part="error" role="alert">
          {t('form-builder.no-lists')}
        </p>
      ) : null}
      {storage.kind === 'mailing-list' && lists?.length ? (
        <div part="setting">
          <label htmlFor="storage-list">{t('form-builder.list')}</label>
          <select
            id="storage-list"
            part="input"
            value={storage.listId ?? ''}
            aria-invalid={listError ? true : undefined}
            aria-describedby={listError ? 'storage-list-error' : undefined}
            onChange={(e) => state.updateStorage({ listId: e.currentTarget.value })}
          >
            <option value="">{t('form-builder.list-choose')}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
          {listError ? (
            <p part="error" id="storage-list-error">
              {listError}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** Renders the Advanced tab: the submit button's text, the messages after sending and the redirect. */
export function AdvancedPanel({ state, t }: PanelProps): ReactNode {
  const draft = state.draft!;
  const redirect = state.problems.redirect;
  const help = t('form-builder.html-help');
  return (
    <>
      <TextSetting
        id="submit-text"
        label={t('form-builder.submit-text')}
        value={draft.submitButtonText}
        max={FORM_CAPS.submitButtonText}
        onChange={(submitButtonText) => state.update({ submitButtonText })}
      />
      <TextSetting
        id="submission"
        multiline
        label={t('form-builder.submission')}
        help={help}
        value={draft.submissionHtml}
        max={FORM_CAPS.html}
        onChange={(submissionHtml) => state.update({ submissionHtml })}
      />
      <TextSetting
        id="post-submit"
        multiline
        label={t('form-builder.post-submit')}
        value={draft.postSubmitHtml}
        max={FORM_CAPS.html}
        onChange={(postSubmitHtml) => state.update({ postSubmitHtml })}
      />
      <TextSetting
        id="redirect"
        label={t('form-builder.redirect')}
        value={draft.successRedirect}
        max={FORM_CAPS.redirect}
        onChange={(successRedirect) => state.update({ successRedirect })}
        error={redirect ? t(redirect.key as 'validation.page-url', redirect.values) : undefined}
      />
    </>
  );
}

/** Renders the Captcha tab: whether the form asks for one, and the site key it would use. */
export function CaptchaPanel({ state, t }: PanelProps): ReactNode {
  return (
    <>
      <CheckSetting
        id="captcha"
        label={t('form-builder.captcha')}
        checked={state.draft!.captcha}
        onChange={(captcha) => state.update({ captcha })}
      />
      <p part="help">
        {state.siteKey ? t('form-builder.site-key', { key: state.siteKey }) : t('form-builder.no-site-key')}
      </p>
    </>
  );
}

/** Renders the Disclaimer tab: the HTML shown under the form. */
export function DisclaimerPanel({ state, t }: PanelProps): ReactNode {
  return (
    <TextSetting
      id="disclaimer"
      multiline
      label={t('form-builder.disclaimer')}
      help={t('form-builder.html-help')}
      value={state.draft!.disclaimerHtml ?? ''}
      max={FORM_CAPS.html}
      onChange={(disclaimerHtml) => state.update({ disclaimerHtml })}
    />
  );
}
