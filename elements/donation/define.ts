import { define, defineElementClass } from '../shared/define-element.js';
import { Donation } from './Donation.js';
import { donationStyles } from './donation.styles.js';
import { donationElement } from './donation.element.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './donation.en.js';

export type { SqsDonationElement } from './donation.element.js';

define(donationElement.tag, defineElementClass(Donation, { ...donationElement, styles: [donationStyles] }));
