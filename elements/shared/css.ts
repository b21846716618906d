/**
 * Returns a constructable stylesheet for a block of CSS, built on first use and then shared by every shadow root
 * that adopts it (one parse per page, however many elements). Values are interpolated as text: styles are data.
 */
export function css(strings: TemplateStringsArray, ...values: Array<string | number>): () => CSSStyleSheet {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
    }
    return sheet;
  };
}
