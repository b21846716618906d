/**
 * Builds dist/custom-elements.json (`npm run build:manifest`) from every elements/<name>/define.ts: the docblock gives
 * descriptions, slots, parts and CSS properties; the code gives what the docblock cannot be trusted to keep in step
 * with — the tag, the attributes with their types and defaults, and the events. The analyzer only knows
 * `customElements.define` and plain `class extends HTMLElement`; the `sqs-elements` plugin below teaches it the
 * bridge (`class X extends defineElementClass(Component, { attributes, events })` and `define('sqs-x', X)`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BRIDGE = /(^|\/)shared\/define-element\.js$/;
const ATTRIBUTE_KINDS = /(^|\/)shared\/attributes\.js$/;
const EVENTS = /(^|\/)shared\/emit\.js$/;

/** Returns the entry the package publishes for an element's source module (`dist/elements/<name>.js`). */
function publishedPath(modulePath) {
  const match = /^\/?elements\/([^/]+)\/define\.ts$/.exec(modulePath);
  return match ? `dist/elements/${match[1]}.js` : modulePath;
}

/** Returns the kebab-case attribute of a camelCase property, as the bridge's `attributeName` does. */
function attributeName(property) {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();
const warn = (message) => console.warn(`custom-elements-manifest: ${message}`);

/** Returns the expression inside `x as const`, `x satisfies T` and parentheses. */
function unwrap(ts, node) {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  return node;
}

/** Returns a source file's named imports: local name → { from, name }. */
function importsOf(ts, sourceFile) {
  const imports = new Map();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      imports.set(element.name.text, { from: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text });
    }
  }
  return imports;
}

/** Returns whether `local` is the import of `name` from a module matching `from`. */
const imported = (imports, local, from, name) => {
  const found = imports.get(local);
  return Boolean(found && from.test(found.from) && found.name === name);
};

/** Returns the object literal a top-level `const name = { … }` of `sourceFile` is initialised with. */
function constObject(ts, sourceFile, name) {
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        const value = unwrap(ts, declaration.initializer);
        if (value && ts.isObjectLiteralExpression(value)) return value;
      }
    }
  }
  return undefined;
}

/**
 * Finds the object literal behind the `attributes` option: written inline, a constant of the same file, or a
 * constant imported from a sibling module. Returns it with the imports of the file it is in.
 */
function attributesObject(ts, sourceFile, imports, node) {
  node = unwrap(ts, node);
  if (ts.isObjectLiteralExpression(node)) return { object: node, imports };
  if (!ts.isIdentifier(node)) return undefined;
  const local = constObject(ts, sourceFile, node.text);
  if (local) return { object: local, imports };
  const source = imports.get(node.text);
  if (!source?.from.startsWith('.')) return undefined;
  const base = path.join(path.dirname(sourceFile.fileName), source.from).replace(/\.js$/, '');
  const file = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) return undefined;
  const other = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const object = constObject(ts, other, source.name);
  return object && { object, imports: importsOf(ts, other) };
}

/**
 * Describes one attribute from its kind (`string('')`, `boolean()`, `number(3, …)`, `oneOf([…], 'a')`,
 * `json<T>(…)`): the same type and default the bridge's kinds use at run time.
 */
function describeKind(ts, imports, initializer) {
  const call = unwrap(ts, initializer);
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return {};
  const found = imports.get(call.expression.text);
  if (!found || !ATTRIBUTE_KINDS.test(found.from)) return {};
  const [first, second] = call.arguments;
  switch (found.name) {
    case 'string':
      return { type: 'string', default: first ? squash(first.getText()) : "''" };
    case 'boolean':
      return { type: 'boolean', default: 'false' };
    case 'number':
      return { type: 'number', default: first && squash(first.getText()) };
    case 'oneOf': {
      const values = unwrap(ts, first);
      const words = values && ts.isArrayLiteralExpression(values) ? values.elements.filter(ts.isStringLiteralLike).map((e) => `'${e.text}'`) : [];
      return { type: words.length ? words.join(' | ') : undefined, default: second && squash(second.getText()) };
    }
    case 'json':
      // Objects and arrays are set as properties; the attribute takes their JSON text.
      return { type: call.typeArguments?.[0] && squash(call.typeArguments[0].getText()), default: first && squash(first.getText()), propertyOnly: true };
    default:
      return {};
  }
}

/** Reads what the code of one define.ts says about its elements: tags, attributes, events and event details. */
function readElementModule(ts, sourceFile) {
  const imports = importsOf(ts, sourceFile);
  const tags = new Map();
  const classes = new Map();
  const eventDetails = new Map();

  for (const statement of sourceFile.statements) {
    // define('sqs-x', SqsXElement)
    if (ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
      const { expression: callee, arguments: [tag, klass] } = statement.expression;
      if (ts.isIdentifier(callee) && imported(imports, callee.text, BRIDGE, 'define') && tag && ts.isStringLiteralLike(tag) && klass && ts.isIdentifier(klass)) {
        tags.set(klass.text, tag.text);
      }
    }

    // class SqsXElement extends defineElementClass(Component, { attributes, events })
    if (ts.isClassDeclaration(statement) && statement.name) {
      const heritage = statement.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
      if (!heritage || !ts.isCallExpression(heritage) || !ts.isIdentifier(heritage.expression)) continue;
      if (!imported(imports, heritage.expression.text, BRIDGE, 'defineElementClass')) continue;
      const options = unwrap(ts, heritage.arguments[1]);
      const option = (name) =>
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer
          : undefined;
      const className = statement.name.text;
      const attributes = [];
      const attributesNode = option('attributes');
      const found = attributesNode && attributesObject(ts, sourceFile, imports, attributesNode);
      if (!found) warn(`${sourceFile.fileName}: cannot read the attributes of ${className}; only its docblock describes them.`);
      for (const property of found?.object.properties ?? []) {
        if (!ts.isPropertyAssignment(property)) {
          warn(`${sourceFile.fileName}: ${className} has an attribute the manifest cannot read (${squash(property.getText())}).`);
          continue;
        }
        const fieldName = property.name.getText().replace(/^['"]|['"]$/g, '');
        attributes.push({ name: attributeName(fieldName), fieldName, ...describeKind(ts, found.imports, property.initializer) });
      }
      const eventsNode = unwrap(ts, option('events'));
      const events = eventsNode && ts.isArrayLiteralExpression(eventsNode) ? eventsNode.elements.filter(ts.isStringLiteralLike).map((e) => e.text) : [];
      classes.set(className, { attributes, events });
    }

    // declare module '../shared/emit.js' { interface SqsEventDetails { 'sqs-x': Detail } }
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name) && EVENTS.test(statement.name.text) && statement.body && ts.isModuleBlock(statement.body)) {
      for (const inner of statement.body.statements) {
        if (!ts.isInterfaceDeclaration(inner) || inner.name.text !== 'SqsEventDetails') continue;
        for (const member of inner.members) {
          if (ts.isPropertySignature(member) && member.type) eventDetails.set(member.name.getText().replace(/^['"]|['"]$/g, ''), squash(member.type.getText()));
        }
      }
    }
  }
  return { tags, classes, eventDetails };
}

/** Returns `object` without its undefined and empty-string entries. */
const compact = (object) => Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== ''));

/** Merges the code's attributes with the docblock's `@attr` lines: names, types and defaults from the code. */
function mergeAttributes(tag, documented = [], fromCode) {
  const docs = new Map(documented.map((a) => [a.name, a]));
  const merged = fromCode.map((attribute) => {
    const doc = docs.get(attribute.name);
    docs.delete(attribute.name);
    if (!doc) warn(`<${tag}>: attribute "${attribute.name}" has no @attr line in its docblock.`);
    const documentedType = doc?.type?.text;
    if (attribute.type && documentedType && squash(documentedType) !== attribute.type) {
      warn(`<${tag}>: @attr {${documentedType}} ${attribute.name} disagrees with its kind (${attribute.type}); using ${attribute.type}.`);
    }
    return compact({
      name: attribute.name,
      type: { text: attribute.type ?? documentedType ?? 'string' },
      default: attribute.default,
      description: doc?.description,
      fieldName: attribute.fieldName,
    });
  });
  for (const name of docs.keys()) warn(`<${tag}>: @attr ${name} is documented but the element does not observe it; left out.`);
  return merged;
}

/** Returns the property members the bridge defines for each attribute, plus `updateComplete`. */
function bridgeMembers(attributes, fromCode) {
  const propertyOnly = new Set(fromCode.filter((a) => a.propertyOnly).map((a) => a.name));
  return [
    ...attributes.map((a) =>
      compact({
        kind: 'field',
        name: a.fieldName,
        type: a.type,
        default: a.default,
        description: a.description,
        attribute: a.name,
        // Setting the property writes the attribute, except for JSON values, which stay properties.
        reflects: !propertyOnly.has(a.name),
      }),
    ),
    {
      kind: 'field',
      name: 'updateComplete',
      type: { text: 'Promise<void>' },
      readonly: true,
      description: "Settles once the element's latest state is rendered into its shadow root.",
    },
  ];
}

/** Rewrites every `module` reference to a source define.ts into the published file. */
function publishPaths(value) {
  if (Array.isArray(value)) return value.forEach(publishPaths);
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'module' || key === 'path') && typeof child === 'string') value[key] = publishedPath(child);
    else publishPaths(child);
  }
}

/** The analyzer plugin for elements made by the bridge; see the file's header. */
function sqsElements() {
  const modules = new Map();
  const eventDetails = new Map();
  // Events are merged last: an element may document an event whose detail another element's module declares.
  const pendingEvents = new Map();
  return {
    name: 'sqs-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (node.kind !== ts.SyntaxKind.SourceFile) return;
      const facts = readElementModule(ts, node);
      modules.set(moduleDoc.path, facts);
      for (const [name, detail] of facts.eventDetails) eventDetails.set(name, detail);
    },
    moduleLinkPhase({ moduleDoc }) {
      const facts = modules.get(moduleDoc.path);
      for (const declaration of moduleDoc.declarations ?? []) {
        const element = declaration.kind === 'class' && facts?.classes.get(declaration.name);
        if (!element) continue;
        const tag = facts.tags.get(declaration.name);
        if (declaration.tagName && tag && declaration.tagName !== tag) {
          throw new Error(`${moduleDoc.path}: @tag ${declaration.tagName} but define('${tag}', ${declaration.name}).`);
        }
        if (!tag) warn(`${moduleDoc.path}: ${declaration.name} is never passed to define(); it has no tag.`);
        if (!declaration.tagName && tag) warn(`${moduleDoc.path}: ${declaration.name} has no @tag line; using define('${tag}').`);
        const tagName = tag ?? declaration.tagName;

        // The analyzer reads `extends defineElementClass(Component, …)` as a mixin over the React component; the
        // element really extends the bridge's class, an HTMLElement.
        delete declaration.mixins;
        declaration.superclass = { name: 'HTMLElement', package: 'global:' };
        declaration.tagName = tagName;
        declaration.customElement = true;
        declaration.attributes = mergeAttributes(tagName, declaration.attributes, element.attributes);
        declaration.members = [...bridgeMembers(declaration.attributes, element.attributes), ...(declaration.members ?? [])];
        pendingEvents.set(declaration, { documented: declaration.events ?? [], fromCode: element.events });

        if (tag) {
          moduleDoc.exports = [
            ...(moduleDoc.exports ?? []),
            { kind: 'custom-element-definition', name: tag, declaration: { name: declaration.name, module: moduleDoc.path } },
          ];
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const [declaration, { documented, fromCode }] of pendingEvents) {
        const docs = new Map(documented.map((e) => [e.name, e]));
        const names = [...fromCode, ...documented.map((e) => e.name).filter((n) => !fromCode.includes(n))];
        declaration.events = names.map((name) => {
          const doc = docs.get(name);
          if (!doc) warn(`<${declaration.tagName}>: event "${name}" has no @event line in its docblock.`);
          if (!fromCode.includes(name)) warn(`<${declaration.tagName}>: @event ${name} is documented but not in the element's events list.`);
          const detail = eventDetails.get(name);
          return compact({
            name,
            type: { text: detail ? `CustomEvent<${detail}>` : (doc?.type?.text ?? 'CustomEvent') },
            description: doc?.description,
          });
        });
      }
      publishPaths(customElementsManifest.modules);
    },
  };
}

export default {
  globs: ['elements/*/define.ts'],
  outdir: 'dist',
  // package.json names the manifest itself ("customElements"); the analyzer must not rewrite that file.
  packagejson: false,
  quiet: true,
  plugins: [sqsElements()],
};
