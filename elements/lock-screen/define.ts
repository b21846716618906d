import { define, defineElementClass } from '../shared/define-element.js';
import { textFieldStyles } from '../shared/text-field.styles.js';
import { LockScreen } from './LockScreen.js';
import { lockScreenStyles } from './lock-screen.styles.js';
import { lockScreenElement } from './lock-screen.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './lock-screen.en.js';

export type { SqsLockScreenElement, SqsLockScreenEvents } from './lock-screen.element.js';

define(
  lockScreenElement.tag,
  defineElementClass(LockScreen, { ...lockScreenElement, styles: [textFieldStyles, lockScreenStyles] }),
);
