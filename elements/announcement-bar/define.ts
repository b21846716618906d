import { define, defineElementClass } from '../shared/define-element.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { announcementBarStyles } from './announcement-bar.styles.js';
import { announcementBarElement } from './announcement-bar.element.js';

export type { SqsAnnouncementBarElement, SqsAnnouncementBarEvents } from './announcement-bar.element.js';

define(
  announcementBarElement.tag,
  defineElementClass(AnnouncementBar, { ...announcementBarElement, styles: [announcementBarStyles] }),
);
