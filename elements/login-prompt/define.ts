import { define, defineElementClass } from '../shared/define-element.js';
import { LoginPrompt } from './LoginPrompt.js';
import { loginPromptStyles } from './login-prompt.styles.js';
import { loginPromptElement } from './login-prompt.element.js';

export type { SqsLoginPromptElement, SqsLoginPromptEvents } from './login-prompt.element.js';

define(loginPromptElement.tag, defineElementClass(LoginPrompt, { ...loginPromptElement, styles: [loginPromptStyles] }));
