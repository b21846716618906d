/**
 * Every quoted string of the two spec files that an element or the runtime can show (test/support/spec-strings.ts),
 * checked against what the catalogues give: the exact text in English, and a translation in the French catalogue. That
 * a test shows each one is checked over the whole run (test/support/shown-strings.mjs).
 */
import { expect } from '@open-wc/testing';
import forms from '../elements/shared/forms/forms.en.js';
import { message, registerCatalogue, type Messages } from '../elements/shared/messages.js';
import commerce from '../elements/shared/messages/commerce.en.js';
import common from '../elements/shared/messages/en.js';
import french from '../elements/shared/messages/fr.js';
import menuTabs from '../elements/shared/messages/menu-tabs.en.js';
import site from '../elements/shared/messages/site.en.js';
import { chunkMessages, CSS_CHUNK_LOAD_FAILED } from '../runtime/chunk-messages.js';
import { CONTAIN_FOCUS_OPTIONS_ERROR } from '../runtime/contain-focus.js';
import { analyticsMessages } from '../runtime/analytics.js';
import { experimentMessages } from '../runtime/experiments.js';
import { imageMessages } from '../runtime/images.js';
import { messages } from '../runtime/messages.js';
import { tweenMessages } from '../runtime/tween.js';
import { SPEC_STRINGS } from './support/spec-strings.js';

/** The English catalogue of every element folder (`elements/<name>/<name>.en.ts`), collected by the test runner. */
declare const __SQS_ELEMENT_CATALOGUES__: readonly string[];
const elementEnglish = await Promise.all(
  __SQS_ELEMENT_CATALOGUES__.map(async (path) => (await import(path)) as { default: Messages }),
);

/** All English messages, as the elements and the shared kit hold them. */
const english: Messages = {
  ...Object.assign({}, ...elementEnglish.map((module) => module.default)),
  ...commerce,
  ...common,
  ...forms,
  ...menuTabs,
  ...site,
};

/** The runtime's own strings (runtime/messages.ts and its features' own, English only: console and data-layer texts). */
const runtime = { ...messages, ...imageMessages, ...experimentMessages, ...analyticsMessages };

/** The runtime's own strings by name. */
const RUNTIME: readonly [keyof typeof runtime, string][] = [
  ['unauthorizedRequest', 'Unauthorized request'],
  ['internalServerError', 'Internal server error. Please try again later.'],
  ['serviceUnavailable', 'This service is temporarily unavailable. Please try again later.'],
  ['unableToConnect', 'Unable to connect…'],
  ['dataIsEmpty', 'Data is empty'],
  ['unableToResolvePageLoadId', 'Unable to resolve pageLoadId'],
  ['analyticsIdNotStored', 'Unable to store analyticsId'],
  ['metricSettingsTimeout', 'Metric settings request timeout'],
  ['xhrUnexpectedStatus', 'XHR request DONE with unexpected status: {code}'],
  ['storageUnavailable', 'Unable access local/session storage.'],
  ['invalidImageElement', 'Element is not a valid image element.'],
  ['invalidImageSource', 'Invalid or missing image source.'],
  ['imageNotAttached', 'Image element has no parentNode.'],
  ['noImage', 'No image'],
  ['invalidNode', '{x} is not a valid node.'],
  ['noRootNode', 'No root node'],
  ['imageNotLoaded', '{x} not loaded'],
  ['missingFitAlignment', 'Missing alignment for "content-fit" image.'],
  ['valueIsNaN', 'Value for {x} is NaN.'],
  ['invalidEncodingMap', 'Invalid encoding map'],
  [
    'cookieBannerText',
    'This site uses cookies to give you a better experience. By continuing, you accept our use of cookies.',
  ],
];

/** Errors for code (the chunk loader, the runtime's helpers): English only, exact. */
const CODE: readonly [string, string, string][] = [
  ['the chunk failure', chunkMessages.chunkLoadFailed, 'Loading chunk {id} failed'],
  ['the CSS chunk failure code', CSS_CHUNK_LOAD_FAILED, 'CSS_CHUNK_LOAD_FAILED'],
  ["the tween's function check", tweenMessages.notAFunction, '[Tween] First parameter needs to be a function.'],
  ["the tween's duration check", tweenMessages.notFinite, '[Tween] Duration is not a finite number.'],
  ['focus containment', CONTAIN_FOCUS_OPTIONS_ERROR, 'One (and only one) of container and predicate must be set'],
];

describe('the spec strings', () => {
  for (const [what, actual, text] of CODE) it(`${what} is '${text}'`, () => expect(actual).to.equal(text));

  for (const [id, values, text] of SPEC_STRINGS)
    it(`${id} is '${text}'`, () => {
      expect(english, `${id} is in no catalogue`).to.have.property(id);
      expect(message(id, values, 'en', english)).to.equal(text);
      expect(french, `${id} has no French`).to.have.property(id);
    });

  for (const [name, text] of RUNTIME)
    it(`the runtime's ${name} is '${text}'`, () => expect(runtime[name]).to.equal(text));

  it('the French catalogue translates every English message and names no other', async () => {
    expect(Object.keys(french).sort()).to.deep.equal(Object.keys(english).sort());
    // Registering it again checks every plural key against French's own categories.
    await registerCatalogue('fr', french);
  });
});
