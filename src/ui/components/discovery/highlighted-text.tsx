import { Fragment } from 'react';
import type { Highlighted } from '../../../domain/feed/discovery';
import { segmentsOr } from '../../../domain/feed/discovery';

/**
 * Text cut into the contract's highlight segments: each segment is rendered as text, the matches
 * inside <mark>, so a title can never inject markup. Without segments the plain text is shown.
 */
export function HighlightedText({ segments, text }: { readonly segments: Highlighted; readonly text: string }) {
  return (
    <>
      {segmentsOr(segments, text).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  );
}
