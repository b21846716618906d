import { define, defineElementClass } from '../shared/define-element.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { announcementBarStyles } from './announcement-bar.styles.js';
import { announcementBarElement } from './announcement-bar.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './announcement-bar.en.js';

export type { SqsAnnouncementBarElement, SqsAnnouncementBarEvents } from './announcement-bar.element.js';

define(
  announcementBarElement.tag,
  defineElementClass(AnnouncementBar, { ...announcementBarElement, styles: [announcementBarStyles] }),
);
