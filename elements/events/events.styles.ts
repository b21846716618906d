import { token } from '../../styles/tokens.js';
import { css } from '../shared/css.js';

/** The room the list keeps while it loads. */
export const EVENTS_MIN_HEIGHT = '240px';
/**
 * The calendar's height, the same before and after its events arrive: its header (48px), the weekday row (32px), six
 * weeks of days and the time-zone note (28px), with 4px to spare for the grid's borders.
 */
export const EVENTS_CALENDAR_HEIGHT = 'calc(112px + 6 * var(--sqs-events-cell-height, 88px))';

/** The list, the month grid and their states. */
export const eventsStyles = css`
  :host {
    --sqs-events-min-height: ${EVENTS_MIN_HEIGHT};
    --sqs-events-cell-height: 88px;
    --sqs-events-accent: ${token('color-accent')};
    display: block;
  }
  [part~='base'] {
    position: relative;
    min-block-size: var(--sqs-events-min-height);
  }
  [data-view='calendar'] {
    min-block-size: ${EVENTS_CALENDAR_HEIGHT};
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible,
  a:focus-visible,
  td:focus-visible {
    outline: 2px solid ${token('color-focus-ring')};
    outline-offset: -2px;
  }
  [part~='toggle'] {
    display: inline-flex;
    gap: ${token('space-1')};
    margin-block-end: ${token('space-4')};
  }
  [part~='toggle-button'],
  [part~='retry'],
  [part~='previous'],
  [part~='next'] {
    padding: ${token('space-1')} ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
  }
  [part~='toggle-button'][aria-pressed='true'] {
    border-color: var(--sqs-events-accent);
    background: var(--sqs-events-accent);
    color: ${token('color-accent-contrast')};
  }
  [part~='events'] {
    display: grid;
    gap: ${token('space-5')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='title'] {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  [part~='event'] p {
    margin: ${token('space-1')} 0 0;
  }
  [part~='when'],
  [part~='location'],
  [part~='add'],
  [part~='zone'] {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  [part~='zone'] {
    box-sizing: border-box;
    block-size: 28px;
    margin: 0;
    padding-block-start: ${token('space-2')};
    overflow: hidden;
  }
  [part~='header'] {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    block-size: 48px;
  }
  [part~='month'] {
    flex: 1;
    margin: 0;
    font-size: ${token('font-size-lg')};
    text-align: center;
  }
  [part~='grid'] {
    inline-size: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  th {
    block-size: 32px;
    padding: 0;
    font-size: ${token('font-size-sm')};
    font-weight: ${token('font-weight-medium')};
  }
  td {
    box-sizing: border-box;
    block-size: var(--sqs-events-cell-height);
    padding: 2px;
    border: 1px solid ${token('color-border')};
    vertical-align: top;
    overflow: hidden;
  }
  [part~='day'] {
    cursor: pointer;
  }
  [part~='selected'] {
    background: ${token('color-surface-raised')};
  }
  [part~='date'] {
    display: inline-block;
    min-inline-size: 20px;
    line-height: 20px;
    border-radius: 10px;
    font-size: ${token('font-size-sm')};
    text-align: center;
  }
  [part~='today'] [part~='date'] {
    background: var(--sqs-events-accent);
    color: ${token('color-accent-contrast')};
  }
  [part~='chip'] {
    display: block;
    margin-block-start: 2px;
    padding-inline: ${token('space-1')};
    border-radius: ${token('radius-sm')};
    background: color-mix(in srgb, var(--sqs-events-accent) 15%, transparent);
    font-size: ${token('font-size-xs')};
    line-height: 16px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [part~='more'] {
    display: block;
    padding-inline: ${token('space-1')};
    font-size: ${token('font-size-xs')};
    line-height: 18px;
  }
  /* An event from the day before or on to the day after: its chip runs into the next cell. */
  [data-before='true'] {
    margin-inline-start: -3px;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  [data-after='true'] {
    margin-inline-end: -3px;
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  [part~='agenda'] {
    margin-block-start: ${token('space-4')};
  }
  [part~='agenda-heading'] {
    margin: 0 0 ${token('space-3')};
    font-size: ${token('font-size-lg')};
  }
  [part~='loading'],
  [part~='empty'],
  [part~='error'] p {
    color: ${token('color-text-muted')};
  }
  [data-view='calendar'] [part~='loading'] {
    position: absolute;
    clip-path: inset(50%);
  }
`;
