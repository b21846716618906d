/** Helpers the bench's section modules (scripts/bench/*.mjs) share. */

/** Returns `bytes` as `123 B` or `4.5 KB`. */
export const kb = (bytes) => (bytes < 100 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** Prints rows as a table with a header row and a rule under it; `right` lists the right-aligned columns. */
export function table(header, rows, right = []) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => (right.includes(i) ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w, i) => (header[i] ? '-'.repeat(w) : ''))));
  for (const row of rows) console.log(line(row));
}
