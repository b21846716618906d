/**
 * The English messages of every element and feature, by catalogue. Empty here: each English catalogue (`<name>.en.ts`
 * beside its element, and the kit's own) adds itself with `declare module '…/messages/keys.js' { interface
 * EnglishCatalogues { button: typeof english } }`, so the kit imports no element's messages.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EnglishCatalogues {}

/**
 * Every message id: what a complete catalogue of another locale holds (fr.ts is checked against it) and what a host
 * page's catalogue may name.
 */
export type MessageKey = { [C in keyof EnglishCatalogues]: keyof EnglishCatalogues[C] }[keyof EnglishCatalogues];

/** A catalogue of one locale: id → ICU MessageFormat text. */
export type Catalogue = Readonly<Partial<Record<MessageKey, string>>>;
