/** Shared steps of the form and newsletter tests: fixtures, typing into React inputs, the reference API. */
import { fixture, waitUntil } from '@open-wc/testing';
import type { html } from '@open-wc/testing';
import { shadow } from '../../test/support/helpers.js';

// Kept here too: the form's tests import it from their helpers.
export { typeInto } from '../../test/support/helpers.js';

/** Returns the element once its form (or success message) is rendered. */
export async function rendered<T extends HTMLElement>(markup: ReturnType<typeof html>): Promise<T> {
  const el = await fixture<T>(markup);
  await waitUntil(() => el.shadowRoot?.querySelector('form, [part~="success"]'), `<${el.localName}> never rendered`);
  await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
  return el;
}

/** Returns the elements matching `selector` in the shadow root. */
export function all<E extends Element = HTMLElement>(el: Element, selector: string): E[] {
  return Array.from(shadow(el).querySelectorAll<E>(selector));
}

/** Returns the control labelled `label` (by its <label> text, ignoring the required marker). */
export function control<E extends HTMLElement = HTMLInputElement>(el: Element, label: string): E {
  const root = shadow(el);
  const found = Array.from(root.querySelectorAll('label')).find(
    (l) => l.textContent!.replace(/\s*\(required\)$/, '').trim() === label,
  );
  if (!found) throw new Error(`no label "${label}"`);
  const target = found.htmlFor ? root.getElementById(found.htmlFor) : found.querySelector('input');
  if (!target) throw new Error(`label "${label}" has no control`);
  return target as E;
}

/** Submits the form by clicking its button. */
export function clickSubmit(el: Element): void {
  shadow(el).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
}

/** Returns the text of a part (or '' when absent). */
export function partText(el: Element, name: string): string {
  return shadow(el).querySelector(`[part~="${name}"]`)?.textContent ?? '';
}

/** Returns the definition the reference API knows for `formId`. */
export async function serverDefinition(formId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/api/_inspect/forms/definitions/${formId}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Returns what the reference API stored for `formId`. */
export async function storedSubmissions(
  formId: string,
): Promise<Array<{ form: string; payload: Record<string, unknown> }>> {
  const response = await fetch(`/api/_inspect/forms/submissions?formId=${encodeURIComponent(formId)}`);
  return (await response.json()) as Array<{ form: string; payload: Record<string, unknown> }>;
}

/** Makes the reference API fail this visitor's next `step` call (of `formId`) with `status`. */
export async function forceFailure(step: 'key' | 'save', status: number, formId = '', body?: unknown): Promise<void> {
  const response = await fetch('/api/_faults/forms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step, status, formId, body }),
  });
  if (!response.ok) throw new Error(`fault not set: ${response.status}`);
}

/** Records the requests the page sends through `fetch` while the test runs; call `restore` at the end. */
export function recordRequests(): { requests: Array<{ url: string; init: RequestInit | undefined }>; restore(): void } {
  const original = window.fetch;
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), init });
    return original.call(window, input, init);
  };
  return { requests, restore: () => void (window.fetch = original) };
}
