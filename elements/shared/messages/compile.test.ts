import { expect } from '@open-wc/testing';
import { CatalogueError, compileCatalogue } from './compile.js';
import en from './en.js';

describe('compiling a catalogue', () => {
  it('compiles every English message to element trees the formatter takes', () => {
    const compiled = compileCatalogue('en', en);
    expect(Object.keys(compiled)).to.deep.equal(Object.keys(en));
    for (const [id, tree] of Object.entries(compiled)) expect(tree, id).to.be.an('array').that.is.not.empty;
  });

  it('refuses a plural key English does not have, naming the locale, the key and the message id', () => {
    let error: unknown;
    try {
      compileCatalogue('en', { 'cart.items': '{n, plural, few {a few} other {many}}' });
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(CatalogueError);
    expect((error as CatalogueError).locale).to.equal('en');
    expect((error as CatalogueError).id).to.equal('cart.items');
    expect((error as Error).message)
      .to.contain('"few"')
      .and.contain('"en"')
      .and.contain('"cart.items"');
  });

  it("accepts each locale's own categories and exact =n keys, at any depth", () => {
    expect(() =>
      compileCatalogue('pl', { x: '{n, plural, =0 {zero} one {one} few {few} many {many} other {other}}' }),
    ).not.to.throw();
    expect(() =>
      compileCatalogue('en', { x: '{g, select, a {{n, plural, one {#} other {#}}} other {-}}' }),
    ).not.to.throw();
    expect(() => compileCatalogue('en', { x: '{g, select, a {{n, plural, many {#} other {#}}} other {-}}' })).to.throw(
      CatalogueError,
      '"many"',
    );
  });

  it('checks selectordinal keys against the ordinal categories', () => {
    expect(() => compileCatalogue('en', { x: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' })).not.to
      .throw;
    expect(() => compileCatalogue('fr', { x: '{n, selectordinal, one {#er} two {#e} other {#e}}' })).to.throw(
      CatalogueError,
      '"two"',
    );
  });

  it('refuses text that is not ICU MessageFormat', () => {
    expect(() => compileCatalogue('en', { broken: 'Hello {name' })).to.throw(CatalogueError, '"broken"');
  });
});
