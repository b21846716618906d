/** Drives the French example: the button opens the in-page dialog and prints which button closed it. */
const dialog = document.getElementById('empty-cart');
const output = document.getElementById('dialog-result');
document.getElementById('open-dialog').addEventListener('click', async () => {
  output.textContent = '…';
  output.textContent = await dialog.show();
});
