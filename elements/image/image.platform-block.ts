/** The platform blocks `<sqs-image>` takes: `.sqs-block-image` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['image'];
