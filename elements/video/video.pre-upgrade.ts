/** The video's box when its embed gives no proportions (the element's --sqs-video-aspect-ratio, 56.3 %). */
const VIDEO_HEIGHT_PERCENT = 56.3;

/** Reserves the video's box before its code loads; a video with `mode="none"` takes its content's. */
export const videoPreUpgrade = `sqs-video:not(:defined) {
  display: block;
  aspect-ratio: 100 / ${VIDEO_HEIGHT_PERCENT};
}
sqs-video[mode='none' i]:not(:defined) {
  aspect-ratio: auto;
}`;
