/**
 * `npm run build:manifest`: writes dist/custom-elements.json, dist/vscode.html-custom-data.json and dist/web-types.json
 * from the elements' contracts (elements/<name>/<name>.element.ts) — the one source of each element's API.
 *
 * What runs decides what is published: each contract is bundled and imported here (contracts are React-free and
 * side-effect free, so this also checks that they are), and every attribute's name, type and default come from its
 * kind. The TypeScript compiler reads only what code cannot say: the one-line doc of each attribute, the element's
 * docblock (@summary, @slot, @csspart, @cssproperty), its interface's own members, and its events: the members of
 * `Sqs<Name>Events` (each event's name, detail type and doc), resolved with the type checker so an alias such as
 * the forms' shared events reads the same.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { elementFolders } from './element-folders.mjs';

const ELEMENTS = 'elements';
const OUT = 'dist';

/** Returns the kebab-case attribute of a camelCase property, as the bridge's `attributeName` does. */
const attributeName = (property) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** Returns the folders in `dir` that hold a contract, sorted. */
function contractFolders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, `${d.name}.element.ts`)))
    .map((d) => d.name)
    .sort();
}

/** Imports the contract module of folder `name` in `dir` in Node (bundled with esbuild) and returns its exports. */
async function loadContract(dir, name) {
  const { outputFiles, metafile } = await build({
    metafile: true,
    entryPoints: [join(dir, name, `${name}.element.ts`)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const react = Object.keys(metafile.inputs).find((input) => /node_modules[\\/]react/.test(input));
  if (react)
    throw new Error(`${dir}/${name}/${name}.element.ts imports React (through ${react}); a contract is React-free`);
  try {
    return await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  } catch (error) {
    throw new Error(
      `${dir}/${name}/${name}.element.ts cannot run outside a browser (a contract is React-free and side-effect free): ${error.message.slice(0, 200)}`,
      { cause: error },
    );
  }
}

/** Returns the text of a node's JSDoc comment (without tags), or ''. */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs[docs.length - 1];
  if (!last?.comment) return '';
  return squash(typeof last.comment === 'string' ? last.comment : last.comment.map((part) => part.text).join(''));
}

/** Returns the JSDoc tags of a node as `[name, text]` pairs. */
function tagsOf(node) {
  return ts
    .getJSDocTags(node)
    .map((tag) => [
      tag.tagName.text,
      squash(typeof tag.comment === 'string' ? tag.comment : (tag.comment ?? []).map((p) => p.text).join('')),
    ]);
}

/** Splits "name - description" (a docblock tag's text); a tag without a name (the default slot) has name ''. */
function namedText(text) {
  const match = /^(\S*)\s*-\s*(.*)$/s.exec(text);
  return match ? { name: match[1], description: squash(match[2]) } : { name: squash(text), description: '' };
}

/** Reads what the source of one contract says beyond its run-time values. */
function readSource(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const result = { attributes: new Map(), element: null, members: [] };
  const visit = (node) => {
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        const init = declaration.initializer;
        if (!/Attributes$/.test(declaration.name.getText(source)) || !init || !ts.isObjectLiteralExpression(init))
          continue;
        for (const property of init.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const call = property.initializer;
          const typeArgument =
            ts.isCallExpression(call) && call.typeArguments?.[0]
              ? squash(call.typeArguments[0].getText(source))
              : undefined;
          result.attributes.set(property.name.getText(source), { description: docOf(property), typeArgument });
        }
      }
    }
    if (
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      tagsOf(node).some(([name]) => name === 'tag')
    ) {
      result.element = { name: node.name.text, description: docOf(node), tags: tagsOf(node) };
      if (ts.isInterfaceDeclaration(node)) {
        for (const member of node.members) {
          const name = member.name?.getText(source);
          if (!name) continue;
          const method = ts.isMethodSignature(member);
          const type = method
            ? `(${member.parameters.map((p) => p.getText(source)).join(', ')}) => ${member.type?.getText(source) ?? 'void'}`
            : (member.type?.getText(source) ?? 'unknown');
          const readonly =
            ts.isPropertySignature(member) && member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
          result.members.push({
            kind: method ? 'method' : 'field',
            name,
            type: squash(type),
            description: docOf(member),
            readonly,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** Returns the PascalCase of a folder's name (`accordion-item` → `AccordionItem`). */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

/**
 * Returns each element's events, by folder: the members of `Sqs<Name>Events` in its contract (an interface, or an
 * alias of one) with the detail type as written and the member's doc. An element without that type dispatches none.
 */
function readEvents(dir, folders) {
  const files = folders.map((name) => join(dir, name, `${name}.element.ts`));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return new Map(
    folders.map((name, i) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(files[i]));
      const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === `Sqs${pascal(name)}Events`);
      if (!symbol) return [name, []];
      const properties = checker.getDeclaredTypeOfSymbol(symbol).getProperties();
      return [
        name,
        properties.map((property) => {
          const declaration = property.valueDeclaration;
          return {
            name: property.name,
            type: squash(declaration?.type?.getText(declaration.getSourceFile()) ?? 'unknown'),
            description: squash(ts.displayPartsToString(property.getDocumentationComment(checker))),
          };
        }),
      ];
    }),
  );
}

/** Returns the JSON text the manifest uses for a default value (as the analyzer writes it), or undefined. */
function defaultText(value) {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** Builds the manifest's declaration of one element. */
function declarationOf(name, contract, source, events) {
  const { tag, attributes } = contract;
  const docTags = source.element?.tags ?? [];
  const tagged = (wanted) => docTags.filter(([tagName]) => tagName === wanted).map(([, text]) => namedText(text));
  const attributeRows = Object.entries(attributes).map(([property, kind]) => {
    const doc = source.attributes.get(property) ?? {};
    const type = kind.type === 'json' ? (doc.typeArgument ?? 'object') : kind.type;
    return {
      name: attributeName(property),
      fieldName: property,
      type: { text: type },
      ...(defaultText(kind.default) !== undefined ? { default: defaultText(kind.default) } : {}),
      description: doc.description ?? '',
    };
  });
  const fields = attributeRows.map((a) => ({
    kind: 'field',
    name: a.fieldName,
    type: a.type,
    ...(a.default !== undefined ? { default: a.default } : {}),
    description: a.description,
    attribute: a.name,
    ...(attributes[a.fieldName].propertyOnly ? {} : { reflects: true }),
  }));
  const members = [
    ...fields,
    {
      kind: 'field',
      name: 'updateComplete',
      type: { text: 'Promise<void>' },
      readonly: true,
      description: 'Settles once the latest state is rendered into the shadow root.',
    },
    ...source.members
      .filter((m) => !m.name.startsWith('_'))
      .map((m) => ({
        kind: m.kind,
        name: m.name,
        type: { text: m.type },
        description: m.description,
        ...(m.readonly ? { readonly: true } : {}),
      })),
  ];
  return {
    kind: 'class',
    name: source.element?.name ?? `Sqs${name}Element`,
    tagName: tag,
    customElement: true,
    summary: tagged('summary')[0] ? docTags.find(([t]) => t === 'summary')[1] : '',
    description: source.element?.description ?? '',
    attributes: attributeRows,
    members,
    events: events.map((event) => ({
      name: event.name,
      type: { text: `CustomEvent<${event.type}>` },
      description: event.description,
    })),
    slots: tagged('slot'),
    cssParts: tagged('csspart'),
    cssProperties: tagged('cssproperty'),
  };
}

/** Returns VS Code's HTML custom data for the manifest's elements. */
function vscodeData(declarations) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: declarations.map((d) => ({
      name: d.tagName,
      description: [d.summary, d.description].filter(Boolean).join('\n\n'),
      attributes: d.attributes.map((a) => {
        const values = [...a.type.text.matchAll(/'([^']+)'/g)].map((m) => ({ name: m[1] }));
        return {
          name: a.name,
          description: [a.description, `Type: ${a.type.text}`, a.default !== undefined ? `Default: ${a.default}` : '']
            .filter(Boolean)
            .join('\n\n'),
          ...(values.length ? { values } : a.type.text === 'boolean' ? { valueSet: 'v' } : {}),
        };
      }),
    })),
  };
}

/** Returns JetBrains web-types for the manifest's elements. */
function webTypes(declarations, version) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: 'sqs-elements',
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: declarations.map((d) => ({
          name: d.tagName,
          description: [d.summary, d.description].filter(Boolean).join('\n\n'),
          attributes: d.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            ...(a.default !== undefined ? { default: a.default } : {}),
            value: { type: a.type.text, ...(a.type.text === 'boolean' ? { required: false } : {}) },
          })),
          events: d.events.map((e) => ({ name: e.name, description: e.description })),
          slots: d.slots.map((s) => ({ name: s.name, description: s.description })),
          js: {
            properties: d.members
              .filter((m) => m.kind === 'field')
              .map((m) => ({ name: m.name, type: m.type.text, description: m.description })),
            events: d.events.map((e) => ({ name: e.name, description: e.description })),
          },
        })),
      },
    },
  };
}

/**
 * Returns the manifest (custom-elements.json), VS Code's custom data and JetBrains web-types of the element folders in
 * `dir`, read from their contracts. Throws when a folder with a define.ts has no contract, or when a contract's tag is
 * not `sqs-<folder>`.
 */
export async function manifests(dir = ELEMENTS) {
  const names = contractFolders(dir);
  const missing = elementFolders(dir).filter((name) => !names.includes(name));
  if (missing.length)
    throw new Error(`no contract (<name>.element.ts) in ${missing.map((name) => `${dir}/${name}`).join(', ')}`);
  const sources = new Map(names.map((name) => [name, readSource(join(dir, name, `${name}.element.ts`))]));
  const events = readEvents(dir, names);
  const modules = [];
  for (const name of names) {
    const exports = await loadContract(dir, name);
    const contract = Object.values(exports).find(
      (value) => value && typeof value === 'object' && typeof value.tag === 'string' && value.attributes,
    );
    if (!contract) throw new Error(`${dir}/${name}/${name}.element.ts exports no contract ({ tag, attributes })`);
    if (contract.tag !== `sqs-${name}`)
      throw new Error(`${dir}/${name}: the contract's tag is ${contract.tag}, not sqs-${name}`);
    const declaration = declarationOf(name, contract, sources.get(name), events.get(name));
    const path = `dist/elements/${name}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
        {
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: path },
        },
      ],
    });
  }
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const declarations = modules.map((m) => m.declarations[0]);
  return {
    customElements: { schemaVersion: '2.1.0', readme: 'README.md', modules },
    vscode: vscodeData(declarations),
    webTypes: webTypes(declarations, version),
  };
}

/** Writes the manifest and the editor metadata of elements/ into dist/, and says how much they describe. */
async function writeManifests() {
  const { customElements, vscode, webTypes: types } = await manifests();
  const declarations = customElements.modules.map((m) => m.declarations[0]);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'custom-elements.json'), `${JSON.stringify(customElements, null, 2)}\n`);
  writeFileSync(join(OUT, 'vscode.html-custom-data.json'), `${JSON.stringify(vscode, null, 2)}\n`);
  writeFileSync(join(OUT, 'web-types.json'), `${JSON.stringify(types, null, 2)}\n`);
  console.log(
    `custom-elements.json, vscode.html-custom-data.json, web-types.json: ${declarations.length} elements, ${declarations.reduce((n, d) => n + d.attributes.length, 0)} attributes`,
  );
}

// Run by `npm run build:manifest`; the build's tests import it for `manifests` alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeManifests();
