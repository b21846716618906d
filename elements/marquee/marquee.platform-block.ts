/** The platform blocks `<sqs-marquee>` takes: `.sqs-block-marquee` (the page upgrade, `dist/upgrade.js`, collects this list). */
export const platformBlocks: readonly string[] = ['marquee'];
