import { useEffect, useState } from 'react';

/**
 * `query` as it stood at the last animation frame: keys that come faster than frames
 * (a fast typist, a paste, a phone catching up) are searched once, for what the box
 * holds when the browser next draws, not once each: on a slow phone each key's search
 * and results took their turn, and the last key's answer waited for all of them.
 */
export function useQueryPerFrame(query: string): string {
  const [drawn, setDrawn] = useState(query);
  useEffect(() => {
    if (drawn === query) return undefined;
    const frame = requestAnimationFrame(() => setDrawn(query));
    return () => cancelAnimationFrame(frame);
  }, [query, drawn]);
  return drawn;
}
