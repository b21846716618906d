/**
 * The comparison element of the scale bench: `<sqs-accordion-item>`'s behaviour written with Lit 3, as small as it can
 * be — a heading holding a button (`aria-expanded`, `aria-controls`) that toggles a labelled region, the `heading`
 * attribute or slot as its label, a CSS-drawn indicator, `open` and `data-state` reflected on the host, and a
 * `sqs-toggle` `{ index, open }` event on every change after the first render (no height animation: the bench runs
 * with reduced motion, where ours has none either). Defines `<bench-lit-accordion-item>`. scripts/bench/scale.mjs
 * bundles it (Lit included) with rollup and terser, as the build minifies ours, into bench/.build/; it is never
 * shipped.
 */
import { css, html, LitElement } from 'lit';

let nextId = 0;

class LitAccordionItem extends LitElement {
  static properties = {
    heading: { type: String },
    open: { type: Boolean, reflect: true },
    headingLevel: { type: Number, attribute: 'heading-level' },
  };

  static styles = css`
    :host {
      display: block;
      border-block-end: 1px solid var(--sqs-color-border, #d0d0d0);
    }
    [part~='trigger'] {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 12px;
      inline-size: 100%;
      padding: 12px 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    [part~='icon'] {
      position: relative;
      flex: none;
      inline-size: 14px;
      block-size: 14px;
    }
    [part~='icon']::before,
    [part~='icon']::after {
      content: '';
      position: absolute;
      inset-block-start: calc(50% - 1px);
      inset-inline: 0;
      block-size: 2px;
      background: currentColor;
    }
    [part~='icon']::after {
      transform: rotate(90deg);
    }
    :host([open]) [part~='icon'] {
      transform: rotate(45deg);
    }
    [part~='content'] {
      padding-block-end: 12px;
    }
  `;

  constructor() {
    super();
    this.heading = '';
    this.open = false;
    this.headingLevel = 3;
    this._id = ++nextId;
  }

  /** Reflects `data-state` and announces a change of `open` after the first render, as ours does. */
  updated(changed) {
    if (!changed.has('open')) return;
    this.setAttribute('data-state', this.open ? 'open' : 'closed');
    if (changed.get('open') === undefined) return;
    // Its position among its parent's items, found as ours finds it: walking the siblings.
    let index = 0;
    for (let sibling = this.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      if (sibling.localName === this.localName) index++;
    this.dispatchEvent(
      new CustomEvent('sqs-toggle', { detail: { index, open: this.open }, bubbles: true, composed: true }),
    );
  }

  _toggle() {
    this.open = !this.open;
  }

  render() {
    return html`<div part="base">
      <div part="header" role="heading" aria-level=${this.headingLevel}>
        <button
          type="button"
          part="trigger"
          id="trigger${this._id}"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="panel${this._id}"
          @click=${this._toggle}
        >
          <span part="label"><slot name="heading">${this.heading}</slot></span>
          <span part="icon" aria-hidden="true"></span>
        </button>
      </div>
      <div part="panel" id="panel${this._id}" role="region" aria-labelledby="trigger${this._id}" ?hidden=${!this.open}>
        <div part="content"><slot></slot></div>
      </div>
    </div>`;
  }
}

customElements.define('bench-lit-accordion-item', LitAccordionItem);
