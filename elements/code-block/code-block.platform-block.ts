/** The platform blocks `<sqs-code-block>` takes: `.sqs-block-code` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['code'];
