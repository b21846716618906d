import { FORM_BUILDER_MIN_HEIGHT } from './form-builder.styles.js';

/** Reserves the builder's room before its code loads, so what follows it does not move when it appears. */
export const formBuilderPreUpgrade = `sqs-form-builder:not(:defined) {
  display: block;
  min-block-size: ${FORM_BUILDER_MIN_HEIGHT};
}`;
