/**
 * Finds the hand-written API tables in an element's prose (docs/elements/*.md): a Markdown table whose header has an
 * attribute column and a property column restates what scripts/docs.mjs generates from dist/custom-elements.json,
 * and would drift from it. Tables about something else (an image's shapes, what an attribute's values do) are fine.
 * No Node API here: the docs build and a browser test both use it.
 */

/** Returns the 1-based line numbers of the header rows of `markdown`'s tables that restate the attribute table. */
export function apiTableLines(markdown) {
  const lines = markdown.replace(/\r/g, '').split('\n');
  const found = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line.startsWith('```')) fenced = !fenced;
    const previous = i > 0 ? lines[i - 1].trim() : '';
    // A table's header: a row not preceded by another row, followed by its |---| rule.
    if (fenced || !line.startsWith('|') || previous.startsWith('|')) continue;
    if (!/^\|[\s:|-]+\|$/.test(lines[i + 1]?.trim() ?? '')) continue;
    const cells = line.split('|').map((cell) => cell.trim().toLowerCase());
    if (cells.some((cell) => /\battribute\b/.test(cell)) && cells.includes('property')) found.push(i + 1);
  }
  return found;
}
