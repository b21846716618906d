/** The platform's block kinds `<sqs-marquee>` takes: the `sqs-block-<kind>` class suffix of a published scrolling block. */
export const platformBlocks: readonly string[] = ['marquee'];
