/** A block of an element's CSS: called, its constructable sheet; `cssText`, its text (for a stylesheet file). */
export type SheetSource = (() => CSSStyleSheet) & { readonly cssText: string };

/**
 * Returns a constructable stylesheet for a block of CSS, built on first use and then shared by every shadow root
 * that adopts it (one parse per page, however many elements), with its text as `cssText` (the server render links
 * it as a file). Values are interpolated as text: styles are data.
 */
export function css(strings: TemplateStringsArray, ...values: Array<string | number>): SheetSource {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  let sheet: CSSStyleSheet | undefined;
  const source = (): CSSStyleSheet => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    return sheet;
  };
  return Object.assign(source, { cssText: text });
}
