import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { request, DataLayerError } from '../../runtime/data-layer.js';
import { FormSettingsTab } from '../../runtime/enums.js';
import { emit } from '../shared/emit.js';
import type { FormField } from '../shared/forms/definition.js';
import { captchaSiteKey } from '../shared/forms/useFormController.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import type { BuilderTranslate } from './builder-messages.js';
import { checkDraft, cleaned, draftOf, type Draft, type DraftProblems, type Storage } from './draft.js';
import { SETTINGS_TABS, type SettingsTabName, type SqsFormBuilderElement } from './form-builder.element.js';
import { useFieldList } from './useFieldList.js';

/** A mailing list the owner may send submissions to. */
export interface MailingList {
  /** Its id. */
  id: string;
  /** Its name. */
  name: string;
}

/** Where the tool is: loading the form, waiting for the owner to sign in, failed to load, or editing. */
export type BuilderPhase = 'loading' | 'sign-in' | 'failed' | 'ready';

const isLogin = (error: unknown) => error instanceof DataLayerError && error.kind === 'login-required';

/** Reads the lists the API answered, keeping only well-formed entries. */
const readLists = (body: unknown): MailingList[] =>
  ((body as { lists?: unknown } | null)?.lists as MailingList[] | undefined)?.filter(
    (l) => typeof l?.id === 'string' && typeof l.name === 'string',
  ) ?? [];

/**
 * Returns the form builder's state and actions: the definition of `formId` loaded through the API (owner only), the
 * draft and its setters, the settings tabs (WAI-ARIA Tabs: roving focus, arrows, Home, End), the field list, the
 * mailing lists, the live region's text, and `save`, which checks the draft, then `PUT`s it and emits
 * `sqs-form-builder-save`.
 */
export function useFormBuilder(
  host: SqsFormBuilderElement,
  formId: string,
  initialTab: SettingsTabName,
  t: BuilderTranslate,
) {
  const path = formId ? `/api/owner/forms/${formId}` : null;
  const loaded = useRequest<Draft>(path, { parse: draftOf });
  // The draft with the form it is of. Another form-id shows loading until its definition arrives: the last form's
  // draft is never shown as the new one's (what the owner changed in it would be lost when the definition came).
  const [held, setHeld] = useState<{ formId: string; draft: Draft } | null>(null);
  const draft = held?.formId === formId ? held.draft : null;
  const [tab, setTab] = useState<SettingsTabName>(initialTab);
  const [announcement, setAnnouncement] = useState('');
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<DraftProblems>({});

  // The data changes only when the request of the current form-id answers (while another loads it stays the last
  // form's), so the form-id read here is the one the data is of.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setHeld(loaded.data ? { formId, draft: loaded.data } : null), [loaded.data]);
  useEffect(() => setTab(initialTab), [initialTab]);
  // A problem shown goes away as soon as the owner corrects it.
  useEffect(() => setProblems((shown) => (draft && Object.keys(shown).length ? checkDraft(draft) : shown)), [draft]);

  const listsWanted = draft?.storage.kind === 'mailing-list';
  const lists = useRequest<MailingList[]>(listsWanted ? '/api/owner/mailing-lists' : null, { parse: readLists });

  const phase: BuilderPhase =
    isLogin(loaded.error) || isLogin(lists.error)
      ? 'sign-in'
      : loaded.state === 'failed'
        ? 'failed'
        : draft
          ? 'ready'
          : 'loading';
  // Reflected on the host, as every owner tool does, for a page or test that waits for the builder.
  useLayoutEffect(() => {
    host.dataset.state = phase;
  }, [host, phase]);

  const fields = draft?.fields ?? [];
  // Each change is made to the draft as it stands when applied, so changes made in one task all keep.
  const update = (patch: Partial<Draft> | ((current: Draft) => Partial<Draft>)) => {
    setHeld((current) =>
      current
        ? { ...current, draft: { ...current.draft, ...(typeof patch === 'function' ? patch(current.draft) : patch) } }
        : current,
    );
    setStatus('');
  };
  const nameOf = (field: FormField) => field.label.trim() || t('form-builder.untitled');
  const fieldList = useFieldList({
    fields,
    setFields: (next) => update((current) => ({ fields: next(current.fields) })),
    nameOf,
    announce: setAnnouncement,
    say: {
      moved: (label, position, count) => t('form-builder.moved', { label, position, count }),
      added: (label) => t('form-builder.added', { label }),
      removed: (label) => t('form-builder.removed', { label }),
    },
  });

  const tabId = (name: SettingsTabName) => `tab-${FormSettingsTab[name]}`;
  const tabProps = (name: SettingsTabName) => ({
    role: 'tab',
    id: tabId(name),
    'aria-selected': tab === name,
    'aria-controls': `panel-${FormSettingsTab[name]}`,
    tabIndex: tab === name ? 0 : -1,
    'data-tab': FormSettingsTab[name],
    onClick: () => setTab(name),
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const at = SETTINGS_TABS.indexOf(name);
      const last = SETTINGS_TABS.length - 1;
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const wanted = SETTINGS_TABS[(next + last + 1) % (last + 1)]!;
      setTab(wanted);
      (event.currentTarget.parentElement?.querySelector(`#${tabId(wanted)}`) as HTMLElement | null)?.focus();
    },
  });
  const panelProps = (name: SettingsTabName) => ({
    role: 'tabpanel',
    id: `panel-${FormSettingsTab[name]}`,
    'aria-labelledby': tabId(name),
    hidden: tab !== name,
    tabIndex: 0,
  });

  async function save(): Promise<void> {
    if (!draft || saving) return;
    const found = checkDraft(draft);
    setProblems(found);
    if (found.email || found.list) setTab('storage');
    else if (found.redirect) setTab('advanced');
    if (Object.keys(found).length) return setStatus(t('form-builder.correct'));
    setSaving(true);
    setStatus(t('form-builder.saving'));
    try {
      await request('PUT', path!, { json: { definition: cleaned(draft) } });
      setStatus(t('form-builder.saved'));
      emit(host, 'sqs-form-builder-save', { formId, fields: draft.fields.map((f) => f.id) });
    } catch (error) {
      // Signed out meanwhile: the draft stays, and the owner can sign in elsewhere and save again.
      const why = isLogin(error) ? t('form-builder.sign-in') : (error as Error).message;
      setStatus(t('form-builder.not-saved', { error: why }));
    } finally {
      setSaving(false);
    }
  }

  return {
    phase,
    draft,
    update,
    updateField: (index: number, patch: Partial<FormField>) =>
      update((current) => ({ fields: current.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) })),
    updateStorage: (patch: Partial<Storage>) => update((current) => ({ storage: { ...current.storage, ...patch } })),
    nameOf,
    fieldList,
    tab,
    tabProps,
    panelProps,
    lists: lists.state === 'success' ? (lists.data ?? []) : undefined,
    siteKey: captchaSiteKey(),
    announcement,
    status,
    saving,
    problems,
    save: () => void save(),
  };
}

/** What `useFormBuilder` returns. */
export type FormBuilderState = ReturnType<typeof useFormBuilder>;
