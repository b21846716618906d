import type { ReactNode } from 'react';
import type { SearchKind } from './search.element.js';
import type { SearchGroup } from './search-results.js';

/** What names a kind of result: the element's translated group label. */
type KindLabel = (kind: SearchKind) => string;

/**
 * Renders `text` with the `[start, end)` ranges of the matched words in `<mark part="mark">`: text nodes only, so
 * nothing of the answer is read as markup. Ranges out of order, overlapping or past the end are skipped.
 */
export function Marked({
  text,
  ranges,
}: {
  text: string;
  ranges: ReadonlyArray<readonly [number, number]>;
}): ReactNode {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark part="mark" key={start}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  pieces.push(text.slice(at));
  return pieces;
}

/**
 * Renders the preview's results as the listbox's groups (one per kind, labelled) of options, `active` marked
 * selected; a press on an option opens it without taking focus from the field.
 */
export function PreviewGroups({
  groups,
  active,
  listboxId,
  optionId,
  kindLabel,
  choose,
}: {
  groups: SearchGroup[];
  active: number;
  listboxId: string;
  optionId(index: number): string;
  kindLabel: KindLabel;
  choose(index: number): void;
}): ReactNode {
  return groups.map(({ kind, results }) => (
    <div role="group" part="group" key={kind} aria-labelledby={`${listboxId}-${kind}`}>
      <div role="presentation" part="group-label" id={`${listboxId}-${kind}`}>
        {kindLabel(kind)}
      </div>
      {results.map(({ result, index }) => (
        <div
          role="option"
          part={index === active ? 'option active' : 'option'}
          id={optionId(index)}
          key={index}
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(index)}
        >
          <span part="title">
            <Marked text={result.title} ranges={result.matches.title} />
          </span>
          {result.excerpt ? (
            <span part="excerpt">
              <Marked text={result.excerpt} ranges={result.matches.excerpt} />
            </span>
          ) : null}
        </div>
      ))}
    </div>
  ));
}

/** Renders the search page's results: a heading for each kind, then its results as links with their passages. */
export function ResultGroups({ groups, kindLabel }: { groups: SearchGroup[]; kindLabel: KindLabel }): ReactNode {
  return groups.map(({ kind, results }) => (
    <section part="results" key={kind} data-kind={kind}>
      <h2 part="group-label">{kindLabel(kind)}</h2>
      <ol>
        {results.map(({ result, index }) => (
          <li part="result" key={index} data-kind={kind}>
            <a part="title" href={result.url}>
              <Marked text={result.title} ranges={result.matches.title} />
            </a>
            {result.excerpt ? (
              <p part="excerpt">
                <Marked text={result.excerpt} ranges={result.matches.excerpt} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  ));
}
