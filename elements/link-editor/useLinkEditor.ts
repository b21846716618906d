import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { checkPageUrl } from '../../runtime/validation.js';
import type { DataLayerError, DataLayerTransport } from '../../runtime/data-layer.js';
import { isRightToLeft } from '../shared/direction.js';
import { emit } from '../shared/emit.js';
import { useRequest } from '../shared/hooks/useRequest.js';
import { nextFocusIndex } from '../shared/roving-focus.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import { warnOnce } from '../shared/warn.js';
import english from './link-editor.en.js';
import type { LinkKind, SqsLinkEditorElement } from './link-editor.element.js';
import { checkEmailLink, checkPhoneLink, checkWebAddress, openLink, type LinkCheck } from './link-value.js';

/** The tabs, in order. */
export const LINK_KINDS: readonly LinkKind[] = ['page', 'url', 'email', 'phone', 'file'];
/** The endpoint listing the site's pages (owner only). */
export const PAGES_PATH = '/api/owner/pages';
/** The event the File tab's file manager dispatches when the owner picks a file. */
export const FILE_PICK_EVENT = 'sqs-file-manager-pick';

/** A page of the site. */
export interface SitePage {
  /** Its title. */
  title: string;
  /** Its path from `/`. */
  url: string;
  /** Its type (`page`, `blog`, `events` …). */
  type: string;
}

/** What the page list shows: loading, the pages, none, a failure, or the owner's sign-in need. */
export type PagesState = 'loading' | 'success' | 'empty' | 'failed' | 'sign-in';

/** A text field: its input's props, its label and its message. */
export interface LinkField {
  /** Props of the `<input>`. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    id: string;
    name: string;
    type: 'text' | 'email' | 'tel';
    inputMode: 'url' | 'email' | 'tel';
    autoComplete: 'off';
    spellCheck: false;
    value: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onChange(event: { currentTarget: HTMLInputElement }): void;
  };
  /** The label's text. */
  label: string;
  /** The message saying what is wrong, with its id. */
  error: { id: string; text: string } | undefined;
}

/** One tab with its panel. */
export interface LinkTab {
  kind: LinkKind;
  /** The tab's text (spec 001 §2). */
  label: string;
  /** Props of the tab's `<button>`. */
  tabProps: HTMLAttributes<HTMLButtonElement> & { id: string; role: 'tab'; 'aria-selected': boolean; tabIndex: number };
  /** Props of its panel. */
  panelProps: HTMLAttributes<HTMLDivElement> & { id: string; role: 'tabpanel'; hidden: boolean };
}

/** What the editor's markup needs. */
export interface LinkEditorBindings {
  /** Props of the `<form>`. */
  formProps: { noValidate: true; onSubmit(event: FormEvent): void };
  /** Props of the tab list. */
  tablistProps: { role: 'tablist'; 'aria-label': string; ref: RefObject<HTMLDivElement | null> };
  tabs: LinkTab[];
  /** The Page tab: its list's state and legend, the pages with their radio props, and its message. */
  pages: {
    state: PagesState;
    legend: string;
    status: string | undefined;
    failure: string | undefined;
    retry(): void;
    legendId: string;
    groupProps: {
      role: 'radiogroup';
      'aria-labelledby': string;
      'aria-describedby': string | undefined;
      'aria-invalid': boolean | undefined;
    };
    items: { page: SitePage; inputProps: RadioProps }[];
    error: { id: string; text: string } | undefined;
  };
  url: LinkField;
  email: LinkField;
  phone: LinkField;
  /** The File tab: the element the file manager sits in, the chosen file's text and the message. */
  file: {
    ref: RefObject<HTMLDivElement | null>;
    chosen: string | undefined;
    error: { id: string; text: string } | undefined;
  };
  /** The "Apply" button. */
  applyProps: { type: 'submit'; children: string };
}

/** Props of one page's radio button. */
export interface RadioProps {
  ref?: RefObject<HTMLInputElement | null>;
  id: string;
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
}

interface Fields {
  page: string;
  url: string;
  email: string;
  phone: string;
  file: { url: string; name: string } | undefined;
}

/** Returns the fields `value` fills: its own tab's (a path fills both Page and Web Address). */
function fieldsOf(value: string): Fields {
  const { kind, text } = openLink(value);
  return {
    page: kind === 'page' ? text : '',
    url: kind === 'url' || kind === 'page' ? text : '',
    email: kind === 'email' ? text : '',
    phone: kind === 'phone' ? text : '',
    file: kind === 'file' ? { url: text, name: text.slice(text.lastIndexOf('/') + 1) } : undefined,
  };
}

/** Returns the pages of the answer `body` whose title, URL and type are well formed; warns once of any other. */
export function readPages(body: unknown, warn: (index: number) => void): SitePage[] {
  const list = (body as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(list)) throw new TypeError('The answer has no list of pages');
  return list.flatMap((item: unknown, index) => {
    const { title, url, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof title === 'string' && typeof url === 'string' && typeof type === 'string' && checkPageUrl(url).ok)
      return [{ title, url, type }];
    warn(index);
    return [];
  });
}

/** Returns the text of a failed check, in the locale (the link message with the check's two example links). */
export function messageOf(check: Extract<LinkCheck, { ok: false }>, t: Translate<typeof english>): string {
  return t(check.key, { ...check.values, email: t('validation.email-example') });
}

/**
 * Returns the prop bags of the link editor. Tabs follow the WAI-ARIA APG (automatic activation, roving tabindex,
 * arrow keys mirrored in right-to-left text, Home and End). `value` fills the fields and picks the tab (a path is the
 * Page tab once the pages list it, Web Address otherwise); the owner's own choice of tab wins until `value` changes.
 * Submitting checks the shown tab's field and, when valid, sets `value` and emits `sqs-link-editor-change`.
 */
export function useLinkEditor(host: SqsLinkEditorElement, value: string): LinkEditorBindings {
  const t = useMessages(host, english);
  const id = useId();
  const [fields, setFields] = useState(() => fieldsOf(value));
  const [chosen, setChosen] = useState<LinkKind>();
  const [errors, setErrors] = useState<Partial<Record<LinkKind, string>>>({});
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // A new value from the host page: the editor opens on it afresh.
    setShownValue(value);
    setFields(fieldsOf(value));
    setChosen(undefined);
    setErrors({});
  }
  const tablist = useRef<HTMLDivElement | null>(null);
  const fileRef = useRef<HTMLDivElement | null>(null);
  const firstPage = useRef<HTMLInputElement | null>(null);
  const refs = {
    url: useRef<HTMLInputElement | null>(null),
    email: useRef<HTMLInputElement | null>(null),
    phone: useRef<HTMLInputElement | null>(null),
  };

  const { fetcher } = host;
  const transport: DataLayerTransport | undefined = fetcher && {
    fetch: (url, init) => fetcher(url, init),
    beacon: () => false,
  };
  const request = useRequest<SitePage[]>(PAGES_PATH, {
    crumb: false,
    transport,
    parse: (body) =>
      readPages(body, (i) =>
        warnOnce(host, 'page', `<sqs-link-editor>: page ${i} of the list is malformed; left out.`),
      ),
  });
  const pages = request.data;
  let pagesState: PagesState;
  if (request.state === 'failed')
    pagesState = (request.error as DataLayerError | undefined)?.kind === 'login-required' ? 'sign-in' : 'failed';
  else if (request.state !== 'success' || !pages) pagesState = 'loading';
  else pagesState = pages.length ? 'success' : 'empty';

  const opened = openLink(shownValue);
  const unlisted = opened.kind === 'page' && opened.text !== '' && pages && !pages.some((p) => p.url === opened.text);
  const tab: LinkKind =
    chosen ?? (unlisted || (opened.kind === 'page' && pagesState === 'sign-in' && opened.text) ? 'url' : opened.kind);

  useLayoutEffect(() => {
    host.dataset.state = pagesState;
    host.dataset.tab = tab;
  }, [host, pagesState, tab]);

  // The file manager picks a file with a composed event: a site path or an http(s) address becomes the file link.
  useEffect(() => {
    const panel = fileRef.current;
    if (!panel) return;
    const pick = (event: Event): void => {
      const detail = (event as CustomEvent<unknown>).detail as { url?: unknown; name?: unknown } | null;
      const url = typeof detail?.url === 'string' ? detail.url : '';
      const checked = checkWebAddress(url);
      if (!checked.ok) {
        warnOnce(
          host,
          'file',
          `<sqs-link-editor>: the picked file's address "${url.slice(0, 100)}" is not a link; ignored.`,
        );
        setErrors((previous) => ({ ...previous, file: messageOf(checked, t) }));
        return;
      }
      const name = typeof detail?.name === 'string' && detail.name ? detail.name : url;
      setFields((previous) => ({ ...previous, file: { url: checked.href, name } }));
      setErrors((previous) => ({ ...previous, file: undefined }));
    };
    panel.addEventListener(FILE_PICK_EVENT, pick);
    return () => panel.removeEventListener(FILE_PICK_EVENT, pick);
  }, [host, t]);

  const select = (kind: LinkKind): void => setChosen(kind);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const from = LINK_KINDS.indexOf(tab);
    const next = nextFocusIndex(event.key, from, LINK_KINDS.length, 'horizontal', isRightToLeft(host));
    if (next < 0) return;
    event.preventDefault();
    select(LINK_KINDS[next]!);
    tablist.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  /** Returns the shown tab's link, or the message of what is wrong. */
  const check = (): { href: string; label?: string } | string => {
    if (tab === 'page') {
      const page = pages?.find((p) => p.url === fields.page);
      if (page) return { href: page.url, label: page.title };
      return fields.page && checkPageUrl(fields.page).ok ? { href: fields.page } : t('link-editor.page-required');
    }
    if (tab === 'file')
      return fields.file ? { href: fields.file.url, label: fields.file.name } : t('link-editor.file-required');
    const checked = (tab === 'url' ? checkWebAddress : tab === 'email' ? checkEmailLink : checkPhoneLink)(fields[tab]);
    return checked.ok ? { href: checked.href } : messageOf(checked, t);
  };

  const apply = (event: FormEvent): void => {
    event.preventDefault();
    const link = check();
    if (typeof link === 'string') {
      setErrors((previous) => ({ ...previous, [tab]: link }));
      if (tab === 'page') firstPage.current?.focus();
      else if (tab !== 'file') refs[tab].current?.focus();
      return;
    }
    setErrors((previous) => ({ ...previous, [tab]: undefined }));
    // The editor stays on this tab: the value it sets is the one it shows.
    setShownValue(link.href);
    setChosen(tab);
    host.value = link.href;
    emit(host, 'sqs-link-editor-change', { kind: tab, ...link });
  };

  const errorOf = (kind: LinkKind) => (errors[kind] ? { id: `error-${kind}${id}`, text: errors[kind] } : undefined);

  const field = (kind: 'url' | 'email' | 'phone'): LinkField => {
    const error = errorOf(kind);
    return {
      inputProps: {
        ref: refs[kind],
        id: `${kind}${id}`,
        name: kind,
        type: kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text',
        inputMode: kind === 'phone' ? 'tel' : kind,
        autoComplete: 'off',
        spellCheck: false,
        value: fields[kind],
        'aria-invalid': Boolean(error),
        'aria-describedby': error?.id,
        onChange: ({ currentTarget }) => setFields((previous) => ({ ...previous, [kind]: currentTarget.value })),
      },
      label: t(`link-editor.${kind}`),
      error,
    };
  };

  const pageError = errorOf('page');
  const status =
    pagesState === 'loading' || pagesState === 'empty' || pagesState === 'sign-in'
      ? t(`link-editor.pages-${pagesState === 'sign-in' ? 'sign-in' : pagesState}`)
      : undefined;
  return {
    formProps: { noValidate: true, onSubmit: apply },
    tablistProps: { role: 'tablist', 'aria-label': t('link-editor.tabs'), ref: tablist },
    tabs: LINK_KINDS.map((kind) => ({
      kind,
      label: t(`link-editor.tab-${kind}`),
      tabProps: {
        id: `tab-${kind}${id}`,
        role: 'tab',
        type: 'button',
        'aria-selected': kind === tab,
        'aria-controls': `panel-${kind}${id}`,
        tabIndex: kind === tab ? 0 : -1,
        onClick: () => select(kind),
        onKeyDown,
      } as LinkTab['tabProps'],
      panelProps: {
        id: `panel-${kind}${id}`,
        role: 'tabpanel',
        'aria-labelledby': `tab-${kind}${id}`,
        hidden: kind !== tab,
        // APG: a panel with nothing focusable inside is itself in the tab order.
        tabIndex: kind === 'file' || (kind === 'page' && pagesState !== 'success') ? 0 : undefined,
      },
    })),
    pages: {
      state: pagesState,
      legend: t('link-editor.pages'),
      status,
      failure: pagesState === 'failed' ? t('common.unable-to-load-results') : undefined,
      retry: request.refetch,
      legendId: `pages${id}`,
      groupProps: {
        role: 'radiogroup',
        'aria-labelledby': `pages${id}`,
        'aria-describedby': pageError?.id,
        'aria-invalid': pageError ? true : undefined,
      },
      items: (pages ?? []).map((page, i) => ({
        page,
        inputProps: {
          ...(i === 0 && { ref: firstPage }),
          id: `page-${i}${id}`,
          type: 'radio',
          name: `page${id}`,
          value: page.url,
          checked: fields.page === page.url,
          onChange: () => {
            setFields((previous) => ({ ...previous, page: page.url }));
            setErrors((previous) => ({ ...previous, page: undefined }));
          },
        },
      })),
      error: pageError,
    },
    url: field('url'),
    email: field('email'),
    phone: field('phone'),
    file: {
      ref: fileRef,
      chosen: fields.file && t('link-editor.file-chosen', { name: fields.file.name }),
      error: errorOf('file'),
    },
    applyProps: { type: 'submit', children: t('link-editor.apply') },
  };
}
