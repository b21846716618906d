import { validationMessages } from '../../runtime/validation.js';
import type { Translate } from '../shared/use-messages.js';
import english from './form-builder.en.js';

/** The builder's English and the shared validation messages its checks name ('Please enter a valid email' …). */
export const builderMessages = { ...validationMessages, ...english };

/** Formats one of the builder's messages. */
export type BuilderTranslate = Translate<typeof builderMessages>;
