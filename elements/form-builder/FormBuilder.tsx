import { createElement, useEffect, useRef, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import { builderMessages } from './builder-messages.js';
import { BuildPanel } from './BuildPanel.js';
import { cleaned } from './draft.js';
import { SETTINGS_TABS, type formBuilderAttributes, type SqsFormBuilderElement } from './form-builder.element.js';
import { AdvancedPanel, CaptchaPanel, DisclaimerPanel, StoragePanel } from './SettingsPanels.js';
import { useFormBuilder } from './useFormBuilder.js';

const PANELS = {
  build: BuildPanel,
  storage: StoragePanel,
  advanced: AdvancedPanel,
  captcha: CaptchaPanel,
  disclaimer: DisclaimerPanel,
};

/**
 * Renders the form builder: what it says while loading or without an owner, else the settings tabs and their panels,
 * the save button and its status, and the live preview — a real `<sqs-form>` (loaded by its tag) given the draft.
 */
export function FormBuilder({
  host,
  formId,
  tab,
}: ElementProps<typeof formBuilderAttributes, SqsFormBuilderElement>): ReactNode {
  const t = useMessages(host, builderMessages);
  const state = useFormBuilder(host, formId, tab, t);
  const preview = useRef<HTMLElement & { definition: object | null }>(null);
  const { draft, phase } = state;
  useEffect(() => {
    if (preview.current && draft) preview.current.definition = cleaned(draft);
  }, [draft]);
  if (phase !== 'ready' || !draft) {
    const text = {
      loading: t('form-builder.loading'),
      'sign-in': t('form-builder.sign-in'),
      failed: t('common.unable-to-load-try-again'),
      ready: '',
    }[phase];
    return (
      <div part="base" data-state={phase}>
        <p part="status" role="status">
          {formId ? text : null}
        </p>
      </div>
    );
  }
  return (
    <div part="base" data-state="ready">
      <div part="editor">
        <div part="tabs" role="tablist" aria-label={t('form-builder.tabs')}>
          {SETTINGS_TABS.map((name) => (
            <button type="button" part="tab" key={name} {...state.tabProps(name)}>
              {t(`form-builder.tab-${name}`)}
            </button>
          ))}
        </div>
        {SETTINGS_TABS.map((name) => (
          <div part="panel" key={name} {...state.panelProps(name)}>
            {state.tab === name ? createElement(PANELS[name], { state, t }) : null}
          </div>
        ))}
        <p part="announcement" role="status" className="visually-hidden">
          {state.announcement}
        </p>
        <div part="actions">
          <button type="button" part="save" aria-disabled={state.saving} onClick={state.save}>
            {t('form-builder.save')}
          </button>
          <p part="status" role="status">
            {state.status}
          </p>
        </div>
      </div>
      <section part="preview" aria-labelledby="preview-title">
        <h3 id="preview-title">{t('form-builder.preview')}</h3>
        {createElement('sqs-form', { ref: preview, 'form-id': formId })}
      </section>
    </div>
  );
}
