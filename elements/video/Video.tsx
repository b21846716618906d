import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { SanitizedHtml } from '../shared/SanitizedHtml.js';
import { useMessages } from '../shared/use-messages.js';
import english from './video.en.js';
import type { SqsVideoElement, videoAttributes } from './video.element.js';
import { usePageEmbed } from './usePageEmbed.js';
import { useVideo } from './useVideo.js';
import { useVideoSource } from './useVideoSource.js';

/**
 * Renders the thumbnail and play button, or the player once playing, or the invalid embed message; an embed that is
 * not a video player is shown as it is (Twitter) or in a frame of its own (another provider's page).
 */
export function Video({
  host,
  html,
  dataHtml,
  providerName,
  dataProviderName,
  mode,
  overlay,
  thumbnail,
  alt,
  blockJson,
}: ElementProps<typeof videoAttributes, SqsVideoElement>): ReactNode {
  const t = useMessages(host, english);
  const reducedMotion = useReducedMotion();
  const source = useVideoSource(host, {
    html: html || dataHtml,
    providerName: providerName || dataProviderName,
    thumbnail,
    overlay,
    blockJson,
  });
  const code = source.html;
  const page = usePageEmbed(host, code, source.providerName, alt);
  const video = useVideo(host, code, mode, source.thumbnail, alt, page !== null);
  const { embed, problem } = video;

  // An embed that is not a video player: a Twitter quote as it is, another provider's page in a frame of its ratio.
  if (page?.kind === 'twitter') return <SanitizedHtml html={code} part="base embed" />;
  if (page) {
    return (
      <div
        part="base embed"
        data-mode={mode}
        data-state={page.ready ? 'ready' : 'loading'}
        data-resizing={video.resizing ? '' : undefined}
        style={{ ['--sqs-video-ratio' as string]: `${page.embed.aspectRatio}%` }}
      >
        <div part="player" ref={page.frameRef} style={page.height ? { blockSize: `${page.height}px` } : undefined} />
      </div>
    );
  }

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
      data-overlay={source.overlay ? '' : undefined}
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
