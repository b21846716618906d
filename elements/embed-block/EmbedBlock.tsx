import type { ReactNode } from 'react';
import type { ElementProps } from '../shared/define-element.js';
import { useMessages } from '../shared/use-messages.js';
import english from './embed-block.en.js';
import type { embedBlockAttributes, SqsEmbedBlockElement } from './embed-block.element.js';
import { useEmbedBlock } from './useEmbedBlock.js';

/** Renders the embedded page in a box of its proportions, or the message for embed code that cannot be shown. */
export function EmbedBlock({
  host,
  html,
  blockJson,
}: ElementProps<typeof embedBlockAttributes, SqsEmbedBlockElement>): ReactNode {
  const t = useMessages(host, english);
  const { embed, invalid, sizing, frameRef } = useEmbedBlock(host, html, blockJson);

  if (invalid) {
    return (
      <div part="base error" role="alert">
        <p>{t('embed-block.invalid')}</p>
      </div>
    );
  }
  if (!embed) return <div part="base" data-sizing="none" />;

  const style =
    sizing.kind === 'height'
      ? { ['--sqs-embed-block-height' as string]: `${sizing.px}px` }
      : sizing.percent === null
        ? undefined
        : { ['--sqs-embed-block-ratio' as string]: `${sizing.percent}%` };
  return (
    <div part="base" data-sizing={sizing.kind} style={style}>
      <div part="frame" ref={frameRef} />
    </div>
  );
}
