import { useEffect, useMemo, useState } from 'react';
import { readDefinition, type FormDefinition } from './definition.js';

const warned = new WeakSet<Element>();

/** Returns the text of the host's child `<script type="application/json">`, or undefined. */
function childScriptText(host: Element): string | undefined {
  const script = Array.from(host.children).find((c) => c.localName === 'script' && c.getAttribute('type') === 'application/json');
  return script?.textContent ?? undefined;
}

/** Warns once per element that its definition is malformed, naming the element and what was wrong. */
function warnOnce(host: Element, problems: string[]): void {
  if (warned.has(host)) return;
  warned.add(host);
  const id = host.getAttribute('form-id');
  console.warn(
    `<${host.localName}${id ? ` form-id="${id}"` : ''}>: malformed definition (${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}); rendering what is usable.`,
  );
}

/**
 * Returns the form definition of `host`: the `definition` property when set (not null), else its child JSON script
 * (watched, so a script parsed after the element upgraded is read too). A malformed definition warns once, naming
 * the element; the usable part is rendered and nothing is thrown.
 */
export function useDefinition(host: HTMLElement, property: unknown): FormDefinition {
  const [scriptText, setScriptText] = useState(() => childScriptText(host));
  useEffect(() => {
    const observer = new MutationObserver(() => setScriptText(childScriptText(host)));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    setScriptText(childScriptText(host));
    return () => observer.disconnect();
  }, [host]);
  const reading = useMemo(() => {
    if (property !== null && property !== undefined) return readDefinition(property);
    if (scriptText === undefined) return undefined;
    try {
      return readDefinition(JSON.parse(scriptText));
    } catch (error) {
      return { ...readDefinition({}), problems: [`the JSON does not parse (${(error as Error).message})`] };
    }
  }, [property, scriptText]);
  useEffect(() => {
    if (reading?.problems.length) warnOnce(host, reading.problems);
  }, [host, reading]);
  return reading?.definition ?? readDefinition({}).definition;
}
