import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useReducedMotion } from '../shared/hooks/useMediaQuery.js';
import { useMessages } from '../shared/use-messages.js';
import type { videoAttributes, SqsVideoElement } from './define.js';
import { playerUrl, sanitizeEmbed } from './video.js';

type Props = ElementProps<typeof videoAttributes>;

/** Renders the thumbnail and play button, or the player once playing, or the invalid embed message. */
export function Video({ host, html, mode, thumbnail, alt }: Props): ReactNode {
  const video = host as unknown as SqsVideoElement;
  const t = useMessages(host);
  const reducedMotion = useReducedMotion();
  const embed = useMemo(() => sanitizeEmbed(html), [html]);
  const player = useRef<HTMLDivElement>(null);
  const playing = video.playing && embed !== null;
  const load = video._load;

  // The iframe is created only on play, and again (a reload) when the mode or the embed changes.
  useLayoutEffect(() => {
    const area = player.current;
    if (!playing || !area || !embed) return;
    const iframe = embed.iframe.cloneNode(false) as HTMLIFrameElement;
    iframe.src = playerUrl(embed.iframe.src, embed.provider);
    iframe.title ||= alt ? t('video.player', { title: alt }) : t('video.player-untitled');
    area.replaceChildren(iframe);
    video._iframe = iframe;
    if (video._focusPlayer) {
      video._focusPlayer = false;
      iframe.focus();
    }
    return () => {
      area.replaceChildren();
      if (video._iframe === iframe) video._iframe = null;
    };
  }, [playing, embed, mode, load]);

  if (!embed) {
    return (
      <div part="base error" role="alert" data-mode={mode}>
        {t('video.invalid-embed')}
      </div>
    );
  }

  const label = alt ? t('video.play', { title: alt }) : t('video.play-untitled');
  const ratio = mode === 'none' ? undefined : `${embed.aspectRatio}%`;
  return (
    <div part="base" data-mode={mode} data-state={playing ? 'playing' : 'overlay'} data-reduced-motion={reducedMotion ? '' : undefined} style={ratio ? { ['--sqs-video-ratio' as string]: ratio } : undefined}>
      {playing ? (
        <div part="player" ref={player} />
      ) : (
        <>
          {thumbnail ? <img part="thumbnail" src={thumbnail} alt={alt} loading="lazy" decoding="async" /> : null}
          <div part="overlay">
            <button type="button" part="play-button" aria-label={label} onClick={() => video._start(true)}>
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
