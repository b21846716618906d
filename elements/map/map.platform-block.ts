/** The platform blocks `<sqs-map>` takes: `.sqs-block-map` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['map'];
