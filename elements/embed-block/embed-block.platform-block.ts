/** The platform's blocks this element takes: the `sqs-block-<kind>` class suffixes a page upgrade turns into it. */
export const platformBlocks: readonly string[] = ['embed'];
