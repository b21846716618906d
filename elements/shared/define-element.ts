import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { attributeName, readAttribute } from './attributes.js';
import { baseStyles } from './base.styles.js';
import type {
  AnyKind,
  AttributeValues,
  ElementContract,
  ElementOf,
  Kinds,
  SqsElement,
  SqsElementClass,
} from './element-types.js';
export type { AttributeValues, ElementContract, ElementOf, SqsElement, SqsElementClass } from './element-types.js';
import { registerTarget, requestRender, sharedRenderer, whenRendered } from './renderer.js';
import { catalogueArrival } from './messages.js';
import { endTakeOver, hasServerRender, keepServerRender, readyHydration, serverRender } from './takeover.js';

/**
 * The props a component receives: its typed attributes and the element it renders for, typed as the element's
 * public interface from its contract file (`H`), so no component casts its host.
 */
export type ElementProps<A extends Kinds, H extends SqsElement = ElementOf<A>> = AttributeValues<A> & { host: H };

/** How the bridge turns a React component into a custom element: the element's contract and its sheets. */
export interface ElementOptions<A extends Kinds> extends Omit<ElementContract<A>, 'tag'> {
  /** Sheets adopted after the token-based base sheet, in order. */
  styles?: ReadonlyArray<() => CSSStyleSheet>;
  /** The part `focus()` moves focus to (the first element with it in the shadow root), for a host that has none. */
  focusPart?: string;
  /**
   * `false` when the component handles no React events (no `onClick`, `onKeyDown` …): its shadow root then gets none
   * of React's delegated listeners, which halves the cost of mounting many instances. Default true.
   */
  reactEvents?: boolean;
}

/**
 * Returns a custom-element class that renders `Component` into an open shadow root through `@r2wc/core` and the
 * page's shared React root. The class parses typed attributes (warning once on a bad value and using the default),
 * mirrors them as camelCase properties, adopts the base and element sheets, renders only while connected, keeps
 * its state when moved, and exposes `updateComplete`.
 */
export function defineElementClass<A extends Kinds, H extends SqsElement = ElementOf<A>>(
  Component: ComponentType<ElementProps<A, H>>,
  options: ElementOptions<A>,
): SqsElementClass<A> {
  const kinds = options.attributes;
  const properties = Object.keys(kinds);
  const attributes = properties.map(attributeName);
  const propertyOf = new Map(attributes.map((a, i) => [a, properties[i]!]));
  const attributeOf = new Map(properties.map((p, i) => [p, attributes[i]!]));
  const sheets = [baseStyles, ...(options.styles ?? [])];
  const focusPart = options.focusPart;
  const noReactEvents = options.reactEvents === false;
  const hydrates = options.hydrate === true;
  // Built on the first construction (sheets are made on first use), then shared by every instance.
  let adopted: CSSStyleSheet[] | undefined;

  // r2wc supplies the element's life cycle and shadow root; attributes are parsed here, so it sees them as strings.
  const Base = r2wc(
    Component as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props: [] },
    sharedRenderer,
  ) as unknown as { new (): HTMLElement & { connectedCallback(): void } };

  class BridgedElement extends Base implements SqsElement {
    static get observedAttributes(): string[] {
      return attributes;
    }
    static readonly attributeKinds: Readonly<Record<string, AnyKind>> = kinds;

    /** Values of property-only attributes (objects, arrays) that were set as properties. */
    _values = new Map<string, unknown>();

    constructor() {
      super();
      registerTarget({
        host: this,
        renderProps: () => this._renderProps(),
        noReactEvents,
        placed: () => void serverRender(this),
        committed: () => endTakeOver(this),
        hydrating: hydrates ? () => readyHydration(this) : undefined,
      });
      if (!hasServerRender(this)) this._adopt();
    }

    _adopt(): void {
      this.shadowRoot!.adoptedStyleSheets = adopted ??= sheets.map((sheet) => sheet());
    }

    /**
     * Returns the shadow root: the one the page's HTML declared (`<template shadowrootmode>`, rendered on a server)
     * with its nodes kept until the first render replaces them, or a new one. The platform's own `attachShadow` would
     * empty a declared root at once, and the element would show nothing until React rendered. A declared root adopts
     * the sheets when its server's nodes go (they link the same rules): adopted now, they would restyle those nodes.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const declared = this.shadowRoot;
      if (!declared) return super.attachShadow(init);
      keepServerRender(this, declared, () => this._adopt());
      return declared;
    }

    override connectedCallback(): void {
      // A property set before the element was defined is an own property that shadows the accessor: re-apply it.
      for (const property of properties) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = (this as Record<string, unknown>)[property];
          delete (this as Record<string, unknown>)[property];
          (this as Record<string, unknown>)[property] = value;
        }
      }
      // Rendered on a server in a locale whose catalogue is still on its way: taken over once it is here, so the text
      // the server wrote in that locale does not change.
      const arrival = hasServerRender(this) ? catalogueArrival(this) : undefined;
      if (arrival) void arrival.then(() => this.isConnected && super.connectedCallback());
      else super.connectedCallback();
    }

    attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
      if (previous === next) return;
      if (propertyOf.has(name)) this._values.delete(propertyOf.get(name)!);
      void requestRender(this);
    }

    override focus(options?: FocusOptions): void {
      const target = focusPart ? this.shadowRoot?.querySelector<HTMLElement>(`[part~="${focusPart}"]`) : null;
      if (target) target.focus(options);
      else super.focus(options);
    }

    get updateComplete(): Promise<void> {
      return whenRendered(this);
    }

    _value(property: string): unknown {
      const kind = kinds[property]!;
      if (this._values.has(property)) return this._values.get(property);
      return readAttribute(this, attributeOf.get(property)!, kind);
    }

    _renderProps(): Record<string, unknown> {
      const props: Record<string, unknown> = { host: this };
      for (const property of properties) props[property] = this._value(property);
      return props;
    }
  }

  for (const property of properties) {
    const kind = kinds[property]!;
    const attribute = attributeOf.get(property)!;
    Object.defineProperty(BridgedElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: BridgedElement) {
        return this._value(property);
      },
      set(this: BridgedElement, value: unknown) {
        if (kind.propertyOnly) {
          this._values.set(property, value);
          void requestRender(this);
          return;
        }
        const text = value === undefined ? null : kind.stringify(value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }

  return BridgedElement as unknown as SqsElementClass<A>;
}

/**
 * Defines `tag` unless it is defined already, so a second copy of a bundle on one page warns instead of throwing.
 */
export function define(tag: string, elementClass: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) customElements.define(tag, elementClass);
  else if (existing !== elementClass)
    console.warn(`<${tag}> is already defined by another copy of sqs-elements; keeping the first.`);
}
