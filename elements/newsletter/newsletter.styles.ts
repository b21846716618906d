import { css } from '../shared/css.js';

/**
 * The newsletter's layout: email and button side by side; stacked in the small layout, when the block is narrower
 * than 320 px (spec 000 §9 "Small newsletter form under 320 px").
 */
export const newsletterStyles = css`
  [part~='base'] {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
  [part~='intro'],
  [part~='form-error'] {
    grid-column: 1 / -1;
  }
  [part~='submit'] {
    grid-row: 2;
    grid-column: 2;
  }
  [part~='fields'] {
    grid-row: 2;
    grid-column: 1;
  }
  :host([data-align='center']) :is([part~='intro'], [part~='footnote']) {
    text-align: center;
  }
  :host([data-align='right']) :is([part~='intro'], [part~='footnote']) {
    text-align: end;
  }
  [part~='title'] {
    margin: 0;
  }
  :host([data-layout='stack']) [part~='base'] {
    grid-template-columns: minmax(0, 1fr);
  }
  :host([data-layout='stack']) :is([part~='submit'], [part~='fields']) {
    grid-row: auto;
    grid-column: 1;
  }
  @container (max-width: 319.98px) {
    [part~='base'] {
      grid-template-columns: minmax(0, 1fr);
    }
    [part~='submit'],
    [part~='fields'] {
      grid-row: auto;
      grid-column: 1;
    }
    [part~='submit'] {
      justify-self: stretch;
    }
  }
`;
