import type { SqsDialogElement } from '../dialog/dialog.element.js';
import { loadPart } from '../shared/load-part.js';
import english from './product-list.en.js';

/** What a quick view shows: the product's JSON (for `<sqs-product>`), its name and its picture. */
export interface QuickViewItem {
  /** The product as the commerce API sends it. */
  json: unknown;
  name: string;
  /** The picture's address ('' for none). */
  image: string;
}

/**
 * Loads `<sqs-dialog>` and `<sqs-product>` (their own chunks, on the first quick view) for `host`; when their code
 * cannot load, `host` warns once and the promise rejects.
 */
export function loadQuickView(
  host: Element,
  importers: Array<() => Promise<unknown>> = [
    () => import('../dialog/define.js'),
    () => import('../product/define.js'),
  ],
): Promise<unknown> {
  return Promise.all(importers.map((importer) => loadPart(host, importer, 'product-list.unavailable', english)));
}

/**
 * Opens a modal `<sqs-dialog>` in `container` (confirm only, its button named `close`) headed by the product's name,
 * holding its picture and its `<sqs-product>`, and returns it; the dialog removes itself once hidden, and the focus
 * goes back where it was.
 */
export function openQuickView(container: Element, item: QuickViewItem, close: string): SqsDialogElement {
  const dialog = document.createElement('sqs-dialog');
  dialog.setAttribute('dialog-style', '2');
  dialog.setAttribute('heading', item.name);
  dialog.setAttribute('confirm-text', close);
  if (item.image) {
    const picture = document.createElement('img');
    // The dialog is at most 28rem wide: the 750 px step is sharp enough on a dense screen.
    picture.src = item.image.includes('?') ? item.image : `${item.image}?format=750w`;
    picture.alt = '';
    picture.setAttribute('part', 'quick-view-image');
    dialog.append(picture);
  }
  const product = document.createElement('sqs-product');
  product.setAttribute('product', JSON.stringify(item.json));
  dialog.append(product);
  container.append(dialog);
  void dialog.show();
  return dialog;
}
