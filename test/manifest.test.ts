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
      attributes?: Array<{
        name: string;
        fieldName?: string;
        type?: { text: string };
        default?: string;
        description?: string;
      }>;
      events?: Array<{ name: string; type?: { text: string }; description?: string }>;
    }>;
    exports?: Array<{ kind: string; name: string; declaration: { name: string; module?: string } }>;
  }>;
}

/** What the bridge's element classes expose statically (elements/shared/define-element.ts). */
interface ElementClass {
  observedAttributes: string[];
  attributeKinds: Record<string, { type: string; default: unknown }>;
}

/** VS Code's HTML custom data and JetBrains' web-types, as far as these checks read them. */
interface VscodeData {
  tags: Array<{ name: string; attributes: Array<{ name: string }> }>;
}
interface WebTypes {
  contributions: { html: { elements: Array<{ name: string; attributes: Array<{ name: string; default?: string }> }> } };
}

/** Returns the text the manifest gives a kind's default (as the analyzer writes it: strings quoted). */
const defaultText = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

const read = async <T>(path: string): Promise<T> => (await (await fetch(path)).json()) as T;
const manifest = await read<Manifest>('/dist/custom-elements.json');
const vscode = await read<VscodeData>('/dist/vscode.html-custom-data.json');
const webTypes = await read<WebTypes>('/dist/web-types.json');
const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? [])
    .filter((d) => d.customElement && d.tagName)
    .map((declaration) => ({ module, declaration })),
);
// The generator (scripts/manifest.mjs) refuses to build while an element folder has no contract, so the manifest
// lists every element.
const tags = elements.map((e) => e.declaration.tagName!).sort();

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
        for (const attribute of attributes)
          expect(attribute.type?.text, `${tag} ${attribute.name}`).to.be.a('string').and.not.be.empty;
      });

      it("gives each attribute its property, the type and default of the element's attribute kind, and a description", () => {
        const element = registered(tag);
        const attributes = described(tag).declaration.attributes ?? [];
        for (const [property, kind] of Object.entries(element.attributeKinds)) {
          const attribute = attributes.find((a) => a.fieldName === property);
          expect(attribute, `${tag}: no attribute for property ${property}`).to.exist;
          // JSON kinds are typed by the value they hold, which only the source knows.
          if (kind.type !== 'json') expect(attribute!.type!.text, `${tag} ${attribute!.name}`).to.equal(kind.type);
          expect(attribute!.default, `${tag} ${attribute!.name} default`).to.equal(defaultText(kind.default));
          expect(attribute!.description, `${tag} ${attribute!.name} description`).to.be.a('string').and.not.be.empty;
        }
      });

      it('is in the editor metadata (VS Code custom data and web-types) with every attribute', () => {
        const attributes = registered(tag).observedAttributes;
        const inVscode = vscode.tags.find((t) => t.name === tag);
        expect(inVscode, `${tag} is missing from vscode.html-custom-data.json`).to.exist;
        expect(inVscode!.attributes.map((a) => a.name).sort()).to.deep.equal([...attributes].sort());
        const inWebTypes = webTypes.contributions.html.elements.find((e) => e.name === tag);
        expect(inWebTypes, `${tag} is missing from web-types.json`).to.exist;
        expect(inWebTypes!.attributes.map((a) => a.name).sort()).to.deep.equal([...attributes].sort());
      });

      it('documents each event it dispatches with its detail type and a description', () => {
        for (const event of described(tag).declaration.events ?? []) {
          expect(event.name, tag).to.match(/^sqs-[a-z-]+$/);
          expect(event.type?.text, `${tag} ${event.name}`).to.match(/^CustomEvent<.+>$/);
          expect(event.type?.text, `${tag} ${event.name}`).not.to.contain('unknown>');
          expect(event.description, `${tag} ${event.name} description`).to.be.a('string').and.not.be.empty;
        }
      });
    });
  }
});
