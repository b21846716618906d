/** The platform's block kinds `<sqs-form>` takes: the `sqs-block-<kind>` class suffix of a published form block. */
export const platformBlocks: readonly string[] = ['form'];
