import { DONATION_ROOM } from './donation.styles.js';

/** Reserves the donation form's rows before the code loads, which the upgraded form keeps. */
export const donationPreUpgrade = `sqs-donation:not(:defined) {
  display: block;
  min-block-size: ${DONATION_ROOM};
}`;
