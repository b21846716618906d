/**
 * Drives the overlays example: opens each dialog style through the helpers and prints the result, opens the
 * in-page dialog, and shows and forgets the popup overlay's local-storage record. The sign-up form stands in for a
 * real newsletter block: submitting it reports `sqs-form-success`, the event the overlay listens for.
 */
import { showAlert, showConfirm, showInformation } from '/dist/elements/dialog.js';

const output = document.getElementById('dialog-result');
const open = {
  'confirm-reject': () =>
    showConfirm({ heading: 'Remove item', message: 'Remove this item from your cart?', style: 0 }),
  'confirm-cancel': () => showConfirm({ heading: 'Leave checkout', message: 'Your details will not be saved.' }),
  alert: () => showAlert({ heading: 'Sold out', message: 'This size is sold out.' }),
  information: () => showInformation({ heading: 'Saved', message: 'Your changes were saved.' }),
};
for (const button of document.querySelectorAll('[data-dialog]')) {
  button.addEventListener('click', async () => {
    output.textContent = '…';
    output.textContent = await open[button.dataset.dialog]();
  });
}

const terms = document.getElementById('terms');
document.getElementById('open-terms').addEventListener('click', async () => {
  output.textContent = `terms: ${await terms.show()}`;
});

const KEY = 'sqs-popup-overlay';
const record = document.getElementById('overlay-record');
const showRecord = () => (record.textContent = localStorage.getItem(KEY) ?? 'none');
showRecord();
const overlay = document.getElementById('overlay');
for (const name of ['sqs-popup-overlay-close', 'sqs-popup-overlay-submit']) overlay.addEventListener(name, showRecord);
document.getElementById('overlay-form').addEventListener('submit', (event) => {
  event.preventDefault();
  event.target.dispatchEvent(new CustomEvent('sqs-form-success', { bubbles: true, composed: true, detail: {} }));
  event.target.replaceChildren(document.createTextNode('Thank you for signing up.'));
});
document.getElementById('forget-overlay').addEventListener('click', () => {
  localStorage.removeItem(KEY);
  location.reload();
});
