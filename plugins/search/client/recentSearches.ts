/** Where the reader's last searches are kept, and how many. */
export const recentSearchesKey = 'chitchatlabs.search.recent';
export const recentSearchesLimit = 5;

/** The last searches, newest first; none when storage is unavailable or holds junk. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((item): item is string => typeof item === 'string')
          .slice(0, recentSearchesLimit)
      : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once), keeps the list bounded; returns the new list. */
export function rememberSearch(query: string): string[] {
  const wanted = query.trim();
  const list = [
    wanted,
    ...readRecentSearches().filter((item) => item.toLowerCase() !== wanted.toLowerCase()),
  ].slice(0, recentSearchesLimit);
  try {
    localStorage.setItem(recentSearchesKey, JSON.stringify(list));
  } catch {
    // Storage off or full: search goes on without remembering.
  }
  return list;
}
