/**
 * The public types of elements made by the bridge. Kept apart from the bridge itself, which imports React, so a
 * host page's TypeScript can use the element types without React's.
 */
import type { AttributeKind } from './attributes.js';

// `AttributeKind<T>` is used both ways (parse and stringify), so it is invariant; `any` lets a record of
// different kinds be one type here. Everything that reaches a component is typed through `AttributeValues`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = AttributeKind<any>;
export type Kinds = Record<string, AnyKind>;

/** The typed values of an element's attributes, by property name. */
export type AttributeValues<A extends Kinds> = {
  -readonly [K in keyof A]: A[K] extends AttributeKind<infer T> ? T : never;
};

/** What every element built by the bridge offers besides its attributes. */
export interface SqsElement extends HTMLElement {
  /** Settles once the element's latest state is rendered into its shadow root. */
  readonly updateComplete: Promise<void>;
}

/** The static side of an element class made by the bridge. */
export interface SqsElementClass<A extends Kinds> {
  new (): SqsElement & AttributeValues<A>;
  readonly observedAttributes: string[];
  readonly attributeKinds: Readonly<Record<string, AnyKind>>;
  prototype: SqsElement & AttributeValues<A>;
}

/**
 * What an element's contract file (`<name>.element.ts`) declares at run time, React-free and side-effect free: the
 * tag and the attribute kinds (its types, `Sqs<Name>Element` and `Sqs<Name>Events`, are declared beside it). The bridge builds the element from it; the manifest, the editor
 * metadata and the reference pages are generated from it.
 */
export interface ElementContract<A extends Kinds = Kinds> {
  /** The element's tag, `sqs-` and its folder's name. */
  readonly tag: `sqs-${string}`;
  /** The attributes by camelCase property name; the attribute is its kebab-case form. */
  readonly attributes: A;
  /**
   * True when its server render is exactly its component's first render in the browser (no markup of its own for a
   * page without script, nothing read from the viewport, the visitor or the clock): the server then renders it as
   * React hydrates it (`renderToString`, with its text separators), and the browser hydrates it in a React root of its
   * own, keeping its nodes, rather than rendering it again in the shared root. Set where the ssr bench measures
   * hydrating as the cheaper way (docs/bench.md). Default false.
   */
  readonly hydrate?: boolean;
}

/** The element type a contract describes when it adds no methods of its own. */
export type ElementOf<A extends Kinds> = SqsElement & AttributeValues<A>;

/** Returns an element's contract: its tag, its attribute kinds and (`options.hydrate`) how a server render is taken over. */
export function defineContract<const A extends Kinds>(
  tag: `sqs-${string}`,
  attributes: A,
  options: { hydrate?: boolean } = {},
): ElementContract<A> {
  return options.hydrate ? { tag, attributes, hydrate: true } : { tag, attributes };
}
