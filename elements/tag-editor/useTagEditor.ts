import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { DataLayerError, request } from '../../runtime/data-layer.js';
import { checkTag } from '../../runtime/validation.js';
import { emit } from '../shared/emit.js';
import { useMessages, type Translate } from '../shared/use-messages.js';
import type { SqsTagEditorElement } from './tag-editor.element.js';
import english from './tag-editor.en.js';

/** Where the editor is: loading the names, editing them, waiting for an owner to sign in, or unable to load. */
export type TagEditorPhase = 'loading' | 'ready' | 'sign-in' | 'failed';

/** One name of the listbox. */
export interface TagOption {
  /** The option's id (for `aria-activedescendant`). */
  id: string;
  /** The name. */
  name: string;
  /** True for the chosen name. */
  selected: boolean;
  /** Chooses it (a pointer's click). */
  choose(): void;
}

/** What the editor's markup needs. */
export interface TagEditorBindings {
  phase: TagEditorPhase;
  t: Translate<typeof english>;
  /** The type, for the messages' `tagType`. */
  tagType: 'tag' | 'category';
  /** Props for the field adding a name. */
  addProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** Adds the name typed. */
  add(): void;
  /** Props for the listbox. */
  listProps: HTMLAttributes<HTMLUListElement>;
  /** The names. */
  options: TagOption[];
  /** The chosen name, or undefined. */
  chosen: string | undefined;
  /** Props for the field editing a name, while one is edited. */
  editProps: (InputHTMLAttributes<HTMLInputElement> & { id: string }) | undefined;
  /** The id of the listbox's help text. */
  helpId: string;
  /** The name being edited. */
  editedName: string;
  /** Edits or removes the chosen name. */
  edit(): void;
  remove(): void;
  /** The refused name's message and its id. */
  error: string;
  errorId: string;
  /** Which field the error is about. */
  errorOn: 'add' | 'edit' | 'list' | null;
  /** The notice of the live region. */
  status: string;
}

type Problem = { on: 'add' | 'edit' | 'list'; text: string } | null;

/**
 * Loads the names of `postId` (or starts with none) and returns the bindings of the tag editor: the add field, the
 * listbox with its keys, one edit at a time, the runtime's `checkTag` on every new or edited name, and each change
 * saved to the reference API at once (put back when the API refuses it).
 */
export function useTagEditor(
  host: SqsTagEditorElement,
  tagType: 'tag' | 'category',
  postId: number | null,
): TagEditorBindings {
  const t = useMessages(host, english);
  const id = useId();
  const [phase, setPhase] = useState<TagEditorPhase>(postId ? 'loading' : 'ready');
  const [names, setNames] = useState<string[]>([]);
  const [chosen, setChosen] = useState(0);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; draft: string } | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [saved, setSaved] = useState(false);
  const listRef = useRef<HTMLUListElement | null>(null);
  const editRef = useRef<HTMLInputElement | null>(null);
  const focusList = useRef(false);
  // The names as the last event left them: two events of one task each build on the last.
  const namesNow = useRef(names);
  const path = postId ? `/api/owner/blog-posts/${postId}/${tagType === 'tag' ? 'tags' : 'categories'}` : '';

  useEffect(() => {
    setNames((namesNow.current = []));
    if (!path) return setPhase('ready');
    const controller = new AbortController();
    setPhase('loading');
    request<{ names: string[] }>('GET', path, { signal: controller.signal }).then(
      (answer) => {
        setNames((namesNow.current = answer.names));
        setPhase('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase(error instanceof DataLayerError && error.kind === 'login-required' ? 'sign-in' : 'failed');
      },
    );
    return () => controller.abort();
  }, [path]);

  useLayoutEffect(() => {
    host.dataset.state = phase;
  }, [host, phase]);
  useEffect(() => {
    if (editing) editRef.current?.focus();
    else if (focusList.current) listRef.current?.focus();
    focusList.current = false;
  }, [editing]);

  /** Takes `next` as the names, tells the page, and saves them; a refused save puts `previous` back. */
  const change = (next: string[]) => {
    const previous = namesNow.current;
    setNames((namesNow.current = next));
    setProblem(null);
    setSaved(false);
    emit(host, 'sqs-tag-editor-change', { postId, type: tagType, names: next });
    if (!path) return;
    request<{ names: string[] }>('PUT', path, { json: { names: next } }).then(
      () => setSaved(true),
      (error: unknown) => {
        setNames((namesNow.current = previous));
        if (error instanceof DataLayerError && error.kind === 'login-required') setPhase('sign-in');
        else setProblem({ on: 'list', text: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  /** Returns the message of `name` refused among `others`, or ''. */
  const refusal = (name: string, others: string[]) => {
    const checked = checkTag(name.trim(), others, tagType);
    return checked.ok ? '' : t(checked.key as keyof typeof english, checked.values);
  };

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    const refused = refusal(name, namesNow.current);
    if (refused) return setProblem({ on: 'add', text: refused });
    setDraft('');
    change([...namesNow.current, name]);
  };
  const edit = () => {
    if (!names.length) return;
    if (editing && editing.index !== chosen)
      return setProblem({
        on: 'list',
        text: t('tag-editor.one-at-a-time', { tagType: t('tag-editor.word', { tagType }), kind: tagType }),
      });
    if (editing) return editRef.current?.focus();
    setProblem(null);
    setEditing({ index: chosen, draft: names[chosen]! });
  };
  const stopEditing = (keep: boolean) => {
    if (!editing) return;
    const name = editing.draft.trim();
    if (keep && name !== names[editing.index]) {
      if (!name) return;
      const refused = refusal(
        name,
        names.filter((_, i) => i !== editing.index),
      );
      if (refused) return setProblem({ on: 'edit', text: refused });
      change(names.map((old, i) => (i === editing.index ? name : old)));
    }
    if (!keep) setProblem(null);
    focusList.current = true;
    setEditing(null);
  };
  const remove = () => {
    if (!names.length) return;
    if (editing) stopEditing(false);
    change(names.filter((_, i) => i !== chosen));
    setChosen(Math.max(0, Math.min(chosen, names.length - 2)));
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = names.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, chosen + 1),
      ArrowRight: Math.min(last, chosen + 1),
      ArrowUp: Math.max(0, chosen - 1),
      ArrowLeft: Math.max(0, chosen - 1),
      Home: 0,
      End: last,
    };
    if (event.key in moves) setChosen(moves[event.key]!);
    else if (event.key === 'Enter' || event.key === 'F2') edit();
    else if (event.key === 'Delete' || event.key === 'Backspace') remove();
    else return;
    event.preventDefault();
  };

  const optionId = (index: number) => `${id}-tag-${index}`;
  const errorId = `${id}-error`;
  return {
    phase,
    t,
    tagType,
    addProps: {
      id: `${id}-add`,
      value: draft,
      'aria-invalid': problem?.on === 'add' || undefined,
      'aria-describedby': problem?.on === 'add' ? errorId : undefined,
      onChange: (event) => {
        setDraft(event.currentTarget.value);
        if (problem?.on === 'add') setProblem(null);
      },
      onKeyDown: (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        add();
      },
    },
    add,
    listProps: {
      ref: listRef,
      role: 'listbox',
      tabIndex: 0,
      'aria-label': t('tag-editor.label', { tagType }),
      'aria-activedescendant': names.length ? optionId(Math.min(chosen, names.length - 1)) : undefined,
      'aria-describedby': problem?.on === 'list' ? `${id}-help ${errorId}` : `${id}-help`,
      onKeyDown: onListKeyDown,
    } as HTMLAttributes<HTMLUListElement>,
    options: names.map((name, index) => ({
      id: optionId(index),
      name,
      selected: index === chosen,
      choose: () => setChosen(index),
    })),
    chosen: names[chosen],
    editProps: editing
      ? {
          id: `${id}-edit`,
          value: editing.draft,
          'aria-invalid': problem?.on === 'edit' || undefined,
          'aria-describedby': problem?.on === 'edit' ? errorId : undefined,
          onChange: (event) => {
            setEditing({ ...editing, draft: event.currentTarget.value });
            if (problem?.on === 'edit') setProblem(null);
          },
          onKeyDown: (event) => {
            if (event.key !== 'Enter' && event.key !== 'Escape') return;
            event.preventDefault();
            stopEditing(event.key === 'Enter');
          },
          ...{ ref: editRef },
        }
      : undefined,
    helpId: `${id}-help`,
    editedName: editing ? (names[editing.index] ?? '') : '',
    edit,
    remove,
    error: problem?.text ?? '',
    errorId,
    errorOn: problem?.on ?? null,
    status: phase === 'sign-in' ? t('tag-editor.login') : saved ? t('tag-editor.saved') : '',
  };
}
