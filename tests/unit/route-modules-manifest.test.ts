/**
 * The client manifest gives each route module's name the chunks of the import named
 * after it, so Docusaurus's renderer hands each page its route chunks (`it.scripts`).
 */
import { describe, expect, it } from 'vitest';

import { addRouteModulesToManifest } from '../../plugins/page-scripts/routeModulesManifest';

const manifest = {
  entrypoints: ['main'],
  origins: {
    main: ['14', '783', '889'],
    '17896441': ['14', '143', '399', '106'],
    '972d9d57': ['223'],
    styles: ['106', '143', '223', '14'],
  },
  assets: {},
};

describe('the client manifest with route modules', () => {
  const added = addRouteModulesToManifest(manifest, {
    chunks: [
      { names: ['17896441'], origins: [{ request: '@theme/DocItem' }] },
      { names: ['972d9d57'], origins: [{ request: '@site/docs/introduction.mdx' }] },
      // The shared stylesheet's chunk lists every import whose group holds it.
      { names: ['styles'], origins: [{ request: '@theme/DocItem' }, { request: './Form' }] },
      { names: ['main'], origins: [{ request: './clientEntry.js' }] },
      { names: [], origins: [{ request: './unnamed' }] },
    ],
    namedChunkGroups: { '17896441': {}, '972d9d57': {}, main: {} },
    entrypoints: { main: {} },
  });

  it("keys each imported module's chunks by the module's name", () => {
    expect(added.origins['@theme/DocItem']).toEqual(['14', '143', '399', '106']);
    expect(added.origins['@site/docs/introduction.mdx']).toEqual(['223']);
  });

  it('adds nothing for split chunks, entry points or unnamed chunks', () => {
    expect(added.origins['./Form']).toBeUndefined();
    expect(added.origins['./clientEntry.js']).toBeUndefined();
    expect(added.origins['./unnamed']).toBeUndefined();
  });

  it('keeps every key the manifest had, as it was', () => {
    expect(
      Object.fromEntries(Object.keys(manifest.origins).map((k) => [k, added.origins[k]])),
    ).toEqual(manifest.origins);
    expect(manifest.origins).not.toHaveProperty(['@theme/DocItem']);
  });
});
