import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { FieldType, FormField } from '../shared/forms/definition.js';
import { moveField, newField } from './draft.js';
import { FORM_CAPS } from './form-builder.limits.js';

/** The control of a field that keeps the focus after a move: its handle or one of its move buttons. */
type Control = 'handle' | 'up' | 'down';

/** What `useFieldList` needs from the builder. */
export interface FieldListOptions {
  /** The fields, in order. */
  fields: readonly FormField[];
  /** Replaces the fields with what `next` makes of them as they stand when applied. */
  setFields(next: (fields: readonly FormField[]) => FormField[]): void;
  /** Returns the name a field is announced by (its label, or a stand-in). */
  nameOf(field: FormField): string;
  /** Says `text` in the live region. */
  announce(text: string): void;
  /** Formats the list's messages. */
  say: {
    moved(label: string, position: number, count: number): string;
    added(label: string): string;
    removed(label: string): string;
  };
}

/**
 * Returns the field list's state and actions: add a field of a kind (up to `FORM_CAPS.fields`), remove one, open one's
 * settings, and move one — by dragging its handle (pointer events, captured on the handle) or from the keyboard (Alt
 * with the up or down arrow on the handle, or the move buttons) — announcing each change and keeping the focus on the
 * control used (its handle when that control is gone or disabled).
 */
export function useFieldList({ fields, setFields, nameOf, announce, say }: FieldListOptions) {
  const [open, setOpen] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<{ id: string; control: Control | 'add' } | null>(null);

  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !list.current) return;
    focusNext.current = null;
    const root = list.current.getRootNode() as ShadowRoot;
    if (wanted.control === 'add') return root.querySelector<HTMLElement>('[part~="add"]')?.focus();
    const item = list.current.querySelector(`[data-field-id="${CSS.escape(wanted.id)}"]`);
    const control = item?.querySelector<HTMLButtonElement>(`[data-control="${wanted.control}"]`);
    (control && !control.disabled ? control : item?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus();
  });

  function move(from: number, to: number, control: Control): void {
    const field = fields[from];
    if (!field || to < 0 || to >= fields.length || to === from) return;
    setFields((current) => moveField(current, from, to));
    focusNext.current = { id: field.id, control };
    announce(say.moved(nameOf(field), to + 1, fields.length));
  }

  function add(kind: FieldType, label: string): void {
    if (fields.length >= FORM_CAPS.fields) return;
    const field = newField(kind, label, fields);
    setFields((current) => [...current, field]);
    setOpen(field.id);
    announce(say.added(label));
  }

  function remove(index: number): void {
    const field = fields[index]!;
    const next = fields[index + 1] ?? fields[index - 1];
    setFields((current) => current.filter((f) => f.id !== field.id));
    focusNext.current = next ? { id: next.id, control: 'handle' } : { id: '', control: 'add' };
    announce(say.removed(nameOf(field)));
  }

  /** Returns the index the pointer at `y` would drop the dragged field at. */
  function dropIndex(y: number, from: number): number {
    const items = [...(list.current?.children ?? [])];
    let to = 0;
    items.forEach((item, i) => {
      const box = item.getBoundingClientRect();
      if (i !== from && y > box.top + box.height / 2) to += 1;
    });
    return to;
  }

  const handleProps = (index: number) => ({
    'data-control': 'handle',
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1), 'handle');
    },
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.preventDefault();
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser does not track (a synthetic one): the events still come to the handle.
      }
      setDrag({ from: index, to: index });
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      if (drag?.from === index) setDrag({ from: index, to: dropIndex(event.clientY, index) });
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      if (drag?.from !== index) return;
      setDrag(null);
      move(index, dropIndex(event.clientY, index), 'handle');
    },
    onPointerCancel: () => setDrag(null),
  });

  return {
    listRef: list,
    open,
    toggle: (id: string) => setOpen((current) => (current === id ? null : id)),
    drag,
    full: fields.length >= FORM_CAPS.fields,
    move,
    add,
    remove,
    handleProps,
  };
}

/** What `useFieldList` returns. */
export type FieldList = ReturnType<typeof useFieldList>;
