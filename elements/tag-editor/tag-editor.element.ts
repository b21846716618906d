import { oneOf, optionalNumber } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-tag-editor>`. */
export const tagEditorAttributes = {
  /** What the names are: a collection item's tags (at most 50 characters each) or its categories (at most 25). */
  type: oneOf(['tag', 'category'], 'tag'),
  /** The blog post whose names load from and save to the reference API; without it the names stay on the page. */
  postId: optionalNumber({ min: 1, integer: true }),
};

/** The detail of `sqs-tag-editor-change`. */
export interface TagEditorChangeDetail {
  /** The blog post (`post-id`), or null. */
  postId: number | null;
  /** Whether the names are tags or categories. */
  type: 'tag' | 'category';
  /** The names, in order. */
  names: string[];
}

/**
 * A site owner's editor of a collection item's tags or categories (`type`). A name typed in the field is added with
 * Enter or 'Add'; the names are a listbox (the WAI-ARIA APG listbox: arrow keys, Home and End choose a name, the
 * listbox keeps focus and names the chosen one with `aria-activedescendant`), where Enter or F2 edits the chosen
 * name in a field under the list (Enter keeps the change, Escape drops it) and Delete or Backspace removes it; the
 * 'Edit' and 'Remove' buttons do the same for a pointer. One name is edited at a time: starting another edit while
 * one is open says 'You may only edit one tag at a time' (spec 001 §5). A name is checked by the runtime's `checkTag`
 * (`runtime/validation.ts`, spec 001 §5, §9: a tag at most 50 characters, a category at most 25, 'This tag already
 * exists' whatever its case); the message is tied to its field.
 *
 * With `post-id` the names load from the reference API's owner-only `GET /api/owner/blog-posts/:postId/tags` (or
 * `/categories`) and every change is saved there at once with `PUT`, which checks the same limits; a refused save
 * puts the names back and shows the API's reason. Without an owner session the element says the owner must sign in.
 * The host's `data-state` is `loading`, `ready`, `sign-in` or `failed`.
 *
 * @summary An owner's editor of a blog post's tags or categories.
 * @tag sqs-tag-editor
 *
 * @csspart base - The wrapper; carries `data-state` too.
 * @csspart input - The field adding a name, and the field editing one.
 * @csspart button - Each button.
 * @csspart list - The listbox of names.
 * @csspart tag - One name; `aria-selected` on the chosen one.
 * @csspart error - The message of a refused name.
 * @csspart status - The notice of a save, or the sign-in need.
 *
 * @cssproperty --sqs-tag-editor-gap - The space between the names and the parts.
 * @cssproperty --sqs-tag-editor-tag-background - A name's background.
 * @cssproperty --sqs-tag-editor-error-color - The colour of the error message.
 */
export type SqsTagEditorElement = ElementOf<typeof tagEditorAttributes>;

/** The events `<sqs-tag-editor>` dispatches, by name, with their detail. */
export interface SqsTagEditorEvents {
  /** The owner added, edited or removed a name (dispatched at once; a save to the API follows). */
  'sqs-tag-editor-change': TagEditorChangeDetail;
}

/** The contract of `<sqs-tag-editor>`. */
export const tagEditorElement = defineContract('sqs-tag-editor', tagEditorAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-tag-editor': SqsTagEditorElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsTagEditorEvents {}
}
