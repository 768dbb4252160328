import {
  useActivePluginAndVersion,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

import { searchIndexFileOf } from '../records';

/** A docs version the reader can search: its name, its label and its index's address. */
export type SearchVersion = { name: string; label: string; indexUrl: string };

/**
 * The docs versions, latest first as the docs plugin lists them, and the one whose
 * index search uses by default: the version of the doc being read, else the one the
 * reader last chose in the docs, else the latest. Every locale's build has its own
 * indexes under its own base URL. Its own module, so that the search button can
 * preload the index without bundling the engine.
 */
export function useSearchVersions(): { versions: SearchVersion[]; reading: SearchVersion } {
  const { withBaseUrl } = useBaseUrlUtils();
  const docsVersions = useVersions(undefined);
  const active = useActivePluginAndVersion()?.activeVersion;
  const { preferredVersion } = useDocsPreferredVersion();
  const versions = docsVersions.map((version) => ({
    name: version.name,
    label: version.label,
    indexUrl: withBaseUrl(`/${searchIndexFileOf(version.name, version.isLast)}`),
  }));
  const readingName = active?.name ?? preferredVersion?.name;
  const reading =
    versions.find((version) => version.name === readingName) ??
    versions[docsVersions.findIndex((version) => version.isLast)] ??
    versions[0];
  return { versions, reading };
}

/** Address of the index of the docs version the reader is reading. */
export const useSearchIndexUrl = (): string => useSearchVersions().reading.indexUrl;
