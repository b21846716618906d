/** The platform blocks `<sqs-button>` takes: `.sqs-block-button` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['button'];
