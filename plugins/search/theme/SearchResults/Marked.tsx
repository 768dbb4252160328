import type { ReactNode } from 'react';

import type { Segment } from '../../client/snippet';

/** Text with the query's words in <mark>. */
export default function Marked({ segments }: { segments: Segment[] }): ReactNode {
  return segments.map((segment, index) =>
    segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
