import { oneOf } from '../shared/attributes.js';
import { defineContract, type ElementOf } from '../shared/element-types.js';

/** The attributes of `<sqs-file-manager>`. */
export const fileManagerAttributes = {
  /** `manage` lists the files to upload, rename and delete; `pick` adds a Choose button to each, for a link editor. */
  mode: oneOf(['manage', 'pick'], 'manage'),
};

/**
 * The site owner's file manager (spec 001 §1, §2 "a file manager (Existing Files, Upload File, Rename, Delete)"),
 * over the reference API's owner file store (`GET|POST /api/owner/files`, `PUT|DELETE /api/owner/files/{id}`).
 * Existing Files is a table of the owner's files — name, size in units of 1024 from Bytes to YB, type and date —
 * with a Rename and a Delete button on each row (and Choose in `pick` mode, which dispatches
 * `sqs-file-manager-pick`). Upload File sends the chosen file through the form upload machinery: it is checked first
 * (spec 001 §5: too large, not a supported type, and the room the owner has left), then sent with a progress bar and
 * a Cancel button. Rename edits the name in its row, its extension kept: an empty name says 'Please enter a file
 * name', a refusal 'There was a problem while renaming your file.'. Delete asks to confirm in a `<sqs-dialog>`. A
 * list that cannot be read again after an upload or a rename says 'There was a problem while renaming or uploading
 * your file.'. Without an owner session (the API answers `loginRequired`) it asks the owner to sign in. Every button
 * is reached with Tab; results are announced. The host's `data-state` is `loading`, `sign-in`, `failed` or `ready`.
 *
 * @summary The owner's files: a table to upload, rename, delete and (in pick mode) choose one.
 * @tag sqs-file-manager
 *
 * @csspart base - The wrapper (`aria-busy` while loading).
 * @csspart toolbar - The Upload File button and the room used.
 * @csspart upload-button - The Upload File button (a label holding the file input).
 * @csspart usage - The room the owner's files take.
 * @csspart upload - The upload's status: the progress bar and Cancel, or the result.
 * @csspart progress - The upload's progress bar.
 * @csspart cancel - The Cancel upload button.
 * @csspart error - A failure's message.
 * @csspart sign-in - The message asking the owner to sign in.
 * @csspart table - The Existing Files table.
 * @csspart row - One file's row.
 * @csspart name - A file's name.
 * @csspart rename-form - The form that renames a file in its row.
 * @csspart rename-input - Its name field.
 * @csspart field-error - The problem with the new name.
 * @csspart button - Every button; each also has the part `choose`, `rename`, `delete`, `save`, `cancel-rename` or
 *   `cancel`.
 *
 * @cssproperty --sqs-file-manager-min-height - The room kept before and while the files load. Default 16rem.
 */
export type SqsFileManagerElement = ElementOf<typeof fileManagerAttributes>;

/** The detail of `sqs-file-manager-pick`. */
export interface FileManagerPickDetail {
  /** Where the file is served, for a link. */
  url: string;
  /** Its name. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** Its MIME type. */
  type: string;
}

/** The detail of `sqs-file-manager-change`. */
export interface FileManagerChangeDetail {
  /** What changed the owner's files. */
  action: 'upload' | 'rename' | 'delete';
  /** The id of the file uploaded, renamed or deleted. */
  id: string;
}

/** The events `<sqs-file-manager>` dispatches, by name, with their detail. */
export interface SqsFileManagerEvents {
  /** A file's Choose button was pressed (pick mode). */
  'sqs-file-manager-pick': FileManagerPickDetail;
  /** A file was uploaded, renamed or deleted. */
  'sqs-file-manager-change': FileManagerChangeDetail;
}

/** The contract of `<sqs-file-manager>`. */
export const fileManagerElement = defineContract('sqs-file-manager', fileManagerAttributes);

declare global {
  interface HTMLElementTagNameMap {
    'sqs-file-manager': SqsFileManagerElement;
  }
}

declare module '../shared/emit.js' {
  interface SqsEventDetails extends SqsFileManagerEvents {}
}
