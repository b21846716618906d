import type { ServerElement } from './shared/ssr/server-element.js';

/**
 * The elements the server render knows: the build makes this module from every element folder's `<name>.server.ts`
 * (scripts/element-folders.mjs `serverElementsModule`).
 */
export declare const SERVER_ELEMENTS: readonly ServerElement[];
