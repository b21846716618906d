import { define, defineElementClass } from '../shared/define-element.js';
import { videoController } from './useVideo.js';
import { Video } from './Video.js';
import { videoElement, type SqsVideoElement } from './video.element.js';
import { videoStyles } from './video.styles.js';
// Types only (the element's code imports the same): its message ids join a host page's MessageKey.
import './video.en.js';

export type { SqsVideoElement, SqsVideoEvents, VideoMode } from './video.element.js';
export type { VideoCommand, VideoEmbed, VideoProvider } from './embed.js';

/** Registers `<sqs-video>`: its methods delegate to the controller `useVideo` owns. */
class VideoElement
  extends defineElementClass(Video, { ...videoElement, styles: [videoStyles] })
  implements SqsVideoElement
{
  get playing(): boolean {
    return videoController(this)?.playing ?? false;
  }

  play(): void {
    videoController(this)?.start(false);
  }

  pause(): void {
    videoController(this)?.pause();
  }

  stop(): void {
    videoController(this)?.stop();
  }
}

define(videoElement.tag, VideoElement);
