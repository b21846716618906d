/**
 * The platform's block classes (`sqs-block-<kind>`) that `<sqs-gallery>` stands for: its gallery block
 * (`sqs-block gallery-block sqs-block-gallery`, data-block-type 8). The page upgrade script collects these lists.
 */
export const platformBlocks: readonly string[] = ['gallery'];
