/** Stand-in for @docusaurus/useBaseUrl: the site is served from the root. */
export default function useBaseUrl(url: string): string {
  return url;
}
