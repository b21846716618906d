/** The platform blocks `<sqs-newsletter>` takes: `.sqs-block-newsletter` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['newsletter'];
