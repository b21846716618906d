/** Returns the 1-based line numbers of the header rows of `markdown`'s tables that restate the attribute table. */
export function apiTableLines(markdown: string): number[];
