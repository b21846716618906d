import { createElement, type ReactNode } from 'react';
import { jsonObject } from '../shared/block-json.js';
import english from '../shared/forms/forms.en.js';
import { fieldsStyles } from '../shared/forms/fields.styles.js';
import { readDefinition, type FormDefinition } from '../shared/forms/definition.js';
import type { AttributeValues } from '../shared/element-types.js';
import type { HostStandIn } from '../shared/ssr/host-stand-in.js';
import { serverElement } from '../shared/ssr/server-element.js';
import { ServerForm, submissionAction } from '../shared/ssr/ServerForm.js';
import { useMessages } from '../shared/use-messages.js';
import { formElement, type formAttributes } from './form.element.js';
import { formStyles } from './form.styles.js';

/**
 * Returns the definition the browser renders, as far as a server reads it: the `definition` attribute, else the child
 * JSON script of the spec's shape (not one of the platform's block scripts); undefined when there is none.
 */
function definitionOf(host: HostStandIn): FormDefinition | undefined {
  const attribute = jsonObject(host.getAttribute('definition') ?? '');
  if (attribute) return readDefinition(attribute).definition;
  for (const child of host.children) {
    if (child.localName !== 'script' || child.getAttribute('type') !== 'application/json') continue;
    if ((child.getAttribute('class') ?? '').startsWith('sqs-form-block-')) continue;
    const value = jsonObject(child.textContent);
    if (value && !('formFields' in value || 'formId' in value)) return readDefinition(value).definition;
  }
  return undefined;
}

/**
 * Returns why the form is left to the browser: what it shows is read or sanitised there only, or it asks for a captcha,
 * which only its script shows (and without which the API refuses the form).
 */
function leftToBrowser(host: HostStandIn): string | undefined {
  const definition = definitionOf(host);
  if (!definition)
    return host.children.length || host.getAttribute('block-json')
      ? "the platform's rendered form becomes its fields there"
      : 'its definition is set there';
  if (definition.captcha) return 'only its script shows its captcha';
  return definition.disclaimerHtml ? 'its disclaimer is sanitised there' : undefined;
}

/**
 * Renders `<sqs-form>` on a server: its fields, as the browser shows them, in a plain HTML form that posts to the
 * reference API without a script (docs/ssr.md "Without JavaScript").
 */
function FormOnServer({
  host,
  formId,
  collectionId,
  objectName,
  overlay,
}: AttributeValues<typeof formAttributes> & { host: HostStandIn }): ReactNode {
  const t = useMessages(host as unknown as Element, english);
  const definition = definitionOf(host)!;
  return createElement(ServerForm, {
    definition,
    action: submissionAction({ formId, collectionId, objectName, isOverlayForm: overlay }),
    buttonText: definition.submitButtonText || t('form.submit'),
    t,
  });
}

/** Renders `<sqs-form>` on a server (`sqs-elements/ssr`). */
export const formServer = serverElement(FormOnServer, formElement, [fieldsStyles, formStyles], leftToBrowser);
