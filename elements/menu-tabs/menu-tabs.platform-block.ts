/** The platform blocks `<sqs-menu-tabs>` takes: `.sqs-block-menu` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['menu'];
