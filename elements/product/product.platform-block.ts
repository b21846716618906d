/** The platform blocks `<sqs-product>` takes: `.sqs-block-product` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['product'];
