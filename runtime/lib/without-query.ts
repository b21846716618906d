/** Returns `address` without its query and fragment (they can hold tokens, emails or search terms). */
export function withoutQuery(address: string): string {
  const end = address.search(/[?#]/);
  return end < 0 ? address : address.slice(0, end);
}
