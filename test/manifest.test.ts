import { expect } from '@open-wc/testing';
import { openFixture, type FixturePage } from './fixtures/open-fixture.js';

/** The parts of custom-elements.json these checks read. */
interface Manifest {
  modules: Array<{
    path: string;
    declarations?: Array<{
      kind: string;
      name: string;
      tagName?: string;
      customElement?: boolean;
      attributes?: Array<{ name: string; fieldName?: string; type?: { text: string } }>;
      events?: Array<{ name: string; type?: { text: string } }>;
    }>;
    exports?: Array<{ kind: string; name: string; declaration: { name: string; module?: string } }>;
  }>;
}

/** What the bridge's element classes expose statically (elements/shared/define-element.ts). */
interface ElementClass {
  observedAttributes: string[];
  attributeKinds: Record<string, { type: string }>;
  events: readonly string[];
}

// The elements the platform ships today; any other element folder reaches this list through the manifest.
const KNOWN = ['sqs-accordion', 'sqs-accordion-item', 'sqs-menu-tabs', 'sqs-menu-tab', 'sqs-marquee', 'sqs-cart-indicator'];

const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as Manifest;
const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).filter((d) => d.customElement && d.tagName).map((declaration) => ({ module, declaration })),
);
const tags = [...new Set([...elements.map((e) => e.declaration.tagName!), ...KNOWN])].sort();

describe('dist/custom-elements.json', () => {
  let page: FixturePage;
  const registered = (tag: string): ElementClass => {
    const element = page.window.customElements.get(tag);
    expect(element, `<${tag}> is not defined by dist/sqs-elements.js`).to.exist;
    return element as unknown as ElementClass;
  };
  const described = (tag: string) => {
    const found = elements.find((e) => e.declaration.tagName === tag);
    expect(found, `<${tag}> is missing from the manifest`).to.exist;
    return found!;
  };

  before(async () => {
    page = await openFixture('all.html');
  });
  after(() => page.close());

  it('loads dist/sqs-elements.js without errors', () => {
    expect(page.log.errors).to.deep.equal([]);
  });

  for (const tag of tags) {
    describe(`<${tag}>`, () => {
      it('is registered by dist/sqs-elements.js and described in the manifest', () => {
        registered(tag);
        described(tag);
      });

      it('names as its module the file the autoloader imports for it, with a definition export', async () => {
        const { module, declaration } = described(tag);
        expect(module.path).to.equal(`dist/elements/${tag.replace(/^sqs-/, '')}.js`);
        const definition = module.exports?.find((e) => e.kind === 'custom-element-definition' && e.name === tag);
        expect(definition?.declaration).to.deep.equal({ name: declaration.name, module: module.path });
        const response = await fetch(`/${module.path}`);
        expect(response.ok, `${module.path} is not served`).to.be.true;
      });

      it('lists exactly the attributes the element observes, each with a type', () => {
        const element = registered(tag);
        const attributes = described(tag).declaration.attributes ?? [];
        expect(attributes.map((a) => a.name).sort()).to.deep.equal([...element.observedAttributes].sort());
        for (const attribute of attributes) expect(attribute.type?.text, `${tag} ${attribute.name}`).to.be.a('string').and.not.be.empty;
      });

      it("gives each attribute its property and the type of the element's attribute kind", () => {
        const element = registered(tag);
        const attributes = described(tag).declaration.attributes ?? [];
        for (const [property, kind] of Object.entries(element.attributeKinds)) {
          const attribute = attributes.find((a) => a.fieldName === property);
          expect(attribute, `${tag}: no attribute for property ${property}`).to.exist;
          // JSON kinds are typed by the value they hold, which only the source knows.
          if (kind.type !== 'json') expect(attribute!.type!.text, `${tag} ${attribute!.name}`).to.equal(kind.type);
        }
      });

      it('lists every event the element dispatches, typed as a CustomEvent', () => {
        const element = registered(tag);
        const events = described(tag).declaration.events ?? [];
        for (const name of element.events) {
          const event = events.find((e) => e.name === name);
          expect(event, `${tag} does not list ${name}`).to.exist;
          expect(event!.type?.text).to.match(/^CustomEvent\b/);
        }
      });
    });
  }
});
