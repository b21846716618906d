/** The platform blocks `<sqs-video>` takes: `.sqs-block-video` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['video'];
