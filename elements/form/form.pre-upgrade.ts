/** Reserves the room the page gives the form it will build (the upgraded form keeps it: form.styles.ts). */
export const formPreUpgrade = `sqs-form:not(:defined) {
  display: block;
  min-block-size: var(--sqs-form-min-height, 0px);
}`;
