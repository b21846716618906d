import { useEffect, useMemo } from 'react';
import { useLightDom } from '../hooks/useLightDom.js';
import { warnOnce } from '../warn.js';
import { readDefinition, type FormDefinition } from './definition.js';

/** Returns the text of the host's child `<script type="application/json">`, or undefined. */
function childScriptText(host: Element): string | undefined {
  const script = Array.from(host.children).find(
    (c) => c.localName === 'script' && c.getAttribute('type') === 'application/json',
  );
  return script?.textContent ?? undefined;
}

/** Warns once per element that its definition is malformed, naming the element and what was wrong. */
function warnMalformed(host: Element, problems: string[]): void {
  const id = host.getAttribute('form-id');
  warnOnce(
    host,
    'definition',
    `<${host.localName}${id ? ` form-id="${id}"` : ''}>: malformed definition (${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}); rendering what is usable.`,
  );
}

/**
 * Returns the form definition of `host`: the `definition` property when set (not null), else its child JSON script
 * (watched, so a script parsed after the element upgraded is read too). A malformed definition warns once, naming
 * the element; the usable part is rendered and nothing is thrown.
 */
export function useDefinition(host: HTMLElement, property: unknown): FormDefinition {
  const scriptText = useLightDom(host, childScriptText);
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
    if (reading?.problems.length) warnMalformed(host, reading.problems);
  }, [host, reading]);
  return reading?.definition ?? readDefinition({}).definition;
}
