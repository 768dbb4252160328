/**
 * What the client manifest holds (react-loadable-ssr-addon's, which Docusaurus's render
 * reads): the entry bundles' chunks, each module's chunks, and each chunk's files by kind.
 */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[] | undefined>;
  assets: Record<string, Record<string, { file: string }[] | undefined> | undefined>;
};
