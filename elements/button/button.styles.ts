import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

export const buttonStyles = css`
  :host {
    --sqs-button-background: ${token('color-accent')};
    --sqs-button-color: ${token('color-accent-contrast')};
    --sqs-button-border: 0;
    --sqs-button-radius: ${token('radius-sm')};
    --sqs-button-font-weight: ${token('font-weight-semibold')};
    display: block;
  }
  [part~='base'] {
    text-align: center;
  }
  [part~='base'][data-alignment='left'] {
    text-align: left;
  }
  [part~='base'][data-alignment='right'] {
    text-align: right;
  }
  [part~='button'] {
    display: inline-block;
    padding: ${token('space-3')} ${token('space-6')};
    border: var(--sqs-button-border);
    border-radius: var(--sqs-button-radius);
    background: var(--sqs-button-background);
    color: var(--sqs-button-color);
    font: inherit;
    font-weight: var(--sqs-button-font-weight);
    line-height: 1.25;
    text-decoration: none;
    cursor: pointer;
  }
  [part~='button']:hover {
    filter: brightness(0.92);
  }
  [data-type='secondary'] [part~='button'] {
    border: 2px solid var(--sqs-button-background);
    background: transparent;
    color: var(--sqs-button-background);
  }
  [data-type='tertiary'] [part~='button'] {
    padding-inline: 0;
    border: 0;
    background: none;
    color: var(--sqs-button-background);
    text-decoration: underline;
  }
  [data-size='small'] [part~='button'] {
    padding: ${token('space-2')} ${token('space-4')};
    font-size: ${token('font-size-sm')};
  }
  [data-size='large'] [part~='button'] {
    padding: ${token('space-4')} ${token('space-7')};
    font-size: ${token('font-size-xl')};
  }
`;
