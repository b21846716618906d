import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { useMessages } from '../shared/use-messages.js';
import english from './video.en.js';
import type { SqsVideoElement, videoAttributes } from './video.element.js';
import { useVideo } from './useVideo.js';

/** Renders the thumbnail and play button, or the player once playing, or the invalid embed message. */
export function Video({
  host,
  html,
  dataHtml,
  mode,
  thumbnail,
  alt,
}: ElementProps<typeof videoAttributes, SqsVideoElement>): ReactNode {
  const t = useMessages(host, english);
  const reducedMotion = useReducedMotion();
  const video = useVideo(host, html || dataHtml, mode, thumbnail, alt);
  const { embed, problem } = video;

  if (!embed || problem) {
    return (
      <div part="base error" role="alert" data-mode={mode}>
        {(problem ?? ['video.invalid-embed']).map((id) => (
          <p key={id}>{t(id)}</p>
        ))}
      </div>
    );
  }

  const ratio = mode === 'none' ? undefined : `${embed.aspectRatio}%`;
  return (
    <div
      part="base"
      data-mode={mode}
      data-type={embed.type}
      data-state={video.playing ? 'playing' : 'overlay'}
      data-resizing={video.resizing ? '' : undefined}
      data-reduced-motion={reducedMotion ? '' : undefined}
      style={ratio ? { ['--sqs-video-ratio' as string]: ratio } : undefined}
    >
      {video.playing ? (
        <div part="player" ref={video.playerRef} />
      ) : (
        <>
          {video.thumbnail ? (
            <img part="thumbnail" src={video.thumbnail} alt={alt} loading="lazy" decoding="async" />
          ) : null}
          <div part="overlay">
            <button type="button" part="play-button" aria-label={video.playLabel} onClick={video.onPlay}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 4l15 8-15 8z" />
              </svg>
            </button>
          </div>
        </>
      )}
    </div>
  );
}
