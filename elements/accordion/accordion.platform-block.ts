/** The platform blocks `<sqs-accordion>` takes: `.sqs-block-accordion` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['accordion'];
