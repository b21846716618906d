/** The platform's blocks this element renders, by their `sqs-block-<kind>` class suffix. */
export const platformBlocks: readonly string[] = ['summary-v2'];
