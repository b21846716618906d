/** The English messages of <sqs-video> (ICU MessageFormat); its French is beside it (video.fr.ts). */
const english = {
  // spec 001 §8 "Video/embed"; the play button is named after the video's title.
  'video.invalid-embed': 'Invalid video embed.',
  'video.featured-image-embed-only': 'Custom featured images only available with embedded videos.',
  'video.featured-image-turn-off': 'Go back into embed settings to turn off featured images.',
  'video.vimeo-basic-unsupported':
    'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  'video.play': 'Play video: {title}',
  'video.play-untitled': 'Play video',
  'video.player': 'Video player: {title}',
  'video.player-untitled': 'Video player',
  // The frame of an embed page (another provider's page, not a video player).
  'video.embed': 'Embedded content: {title}',
  'video.embed-untitled': 'Embedded content',
} as const;

export default english;

declare module '../shared/messages/keys.js' {
  interface EnglishCatalogues {
    video: typeof english;
  }
}
