import { describe, expect, it } from 'vitest';

import { samples } from '../../plugins/openapi/builder/code';
import { builderSpec } from '../../plugins/openapi/builder/spec';
import { initialState, type BuilderState } from '../../plugins/openapi/builder/state';
import {
  hasSavedState,
  searchWithState,
  stateFromSearch,
} from '../../plugins/openapi/builder/urlState';
import { checkMobile, checkState } from '../../plugins/openapi/builder/validate';
import { loadOpenApi } from '../../plugins/openapi/document';
import { parseCurl, type HttpRequest } from './content/curl';
import { readDocById, tabsBlocks } from './content/mdx';
import { runJs, runPython } from './content/samples';

const spec = builderSpec((await loadOpenApi()).dereferenced);
const page = await readDocById('3-1-messages');
const env = { CHITCHATLABS_API_KEY: 'key-from-the-environment' };
const start = initialState(spec);

const written = (state: BuilderState) => {
  const { body, problems } = checkState(state, spec);
  expect(problems).toEqual([]);
  if (!body) throw new Error('no body');
  return { body, code: samples({ endpoint: state.endpoint, url: spec[state.endpoint].url, body }) };
};

/** The page's own examples of an endpoint, by tab value. */
const pageSamples = (section: string): Record<string, string> =>
  Object.fromEntries(
    (tabsBlocks(page).find((block) => block.section === section)?.items ?? []).map((item) => [
      item.value,
      item.code[0]?.code ?? '',
    ]),
  );

describe('the request builder writes the page examples', () => {
  it('starts from the documented single-message example and writes it exactly as the page does', () => {
    const { code } = written(start);
    const expected = pageSamples('single-message-example');
    expect(code.curl.code).toBe(expected.curl);
    expect(code.js.code).toBe(expected.js);
    expect(code.python.code).toBe(expected.python);
  });

  it('writes the bulk example exactly as the page does', () => {
    const { code } = written({
      ...start,
      endpoint: 'bulk',
      params: ['{{name}}', '{{order_id}}'],
      tag: 'pune-orders',
    });
    const expected = pageSamples('bulk-message-example');
    expect([code.curl.code, code.js.code, code.python.code]).toEqual([
      expected.curl,
      expected.js,
      expected.python,
    ]);
  });
});

const inputs: Record<string, BuilderState> = {
  'the example': start,
  'header media and no tag': {
    ...start,
    template: 'order_shipped',
    mediaType: 'image',
    mediaLink: 'https://example.com/order-1001.png?size=large&v=2',
    tag: '',
  },
  'quotes, a backslash, $ and braces, accents': {
    ...start,
    name: `Zoë O'Brien`,
    params: [`It's "done"`, 'C:\\orders\\1001', '$HOME and `date`', '{{1}} stays', '😀 ✓'],
    tag: "team's test",
  },
  'no parameters': { ...start, params: [] },
  'parameters too long for one line': {
    ...start,
    params: Array.from({ length: 6 }, (_, i) => `a parameter value long enough to wrap ${i + 1}`),
  },
  'a bulk send filtered by two fields, one not an identifier': {
    ...start,
    endpoint: 'bulk',
    filters: [
      { field: 'city', value: 'Pune' },
      { field: 'order status', value: "won't ship" },
    ],
    params: ['{{name}}'],
    mediaType: 'document',
    mediaLink: 'https://example.com/invoice.pdf',
  },
};

describe.each(Object.entries(inputs))('for %s', (_, state) => {
  const { body, code } = written(state);
  const curl = (): HttpRequest => parseCurl(code.curl.code, env);

  it('cURL sends POST to the endpoint, the key, JSON and the body the form made', () => {
    expect(curl()).toEqual({
      method: 'POST',
      url: spec[state.endpoint].url,
      headers: { 'x-tenant-api-key': env.CHITCHATLABS_API_KEY, 'content-type': 'application/json' },
      body,
    });
  });

  it('JavaScript and Python send the same request as cURL', async () => {
    const js = await runJs(code.js.code, env);
    const python = runPython(code.python.code, env);
    expect(js.requests).toEqual([curl()]);
    expect(python.requests).toEqual([curl()]);
    expect([js.exitCode, python.exitCode]).toEqual([0, 0]);
  }, 60_000);

  it('all three stop with a message naming CHITCHATLABS_API_KEY when it is not set', async () => {
    expect(() => parseCurl(code.curl.code, {})).toThrow(/CHITCHATLABS_API_KEY/);
    const js = await runJs(code.js.code, {});
    const python = runPython(code.python.code, {});
    for (const run of [js, python]) {
      expect(run.requests).toEqual([]);
      expect(run.exitCode).not.toBe(0);
      expect(run.stderr).toContain('CHITCHATLABS_API_KEY');
    }
  }, 60_000);
});

describe('what the builder checks', () => {
  const problemsOf = (state: BuilderState) =>
    Object.fromEntries(checkState(state, spec).problems.map((p) => [p.field, p.text]));

  it('removes a +, spaces and dashes from the mobile number, and says so', () => {
    expect(checkMobile('+1 555-123-4567')).toEqual({
      digits: '15551234567',
      removed: ['the +', 'spaces', 'dashes'],
    });
    const checked = checkState({ ...start, mobile: '+15551234567' }, spec);
    expect(checked.notes).toEqual([
      { field: 'mobile', text: 'Removed the +: the request sends 15551234567.' },
    ]);
    expect(checked.body?.to).toEqual({ mobile: '15551234567', name: 'Asha' });
  });

  it('refuses any other character in the number, naming it, and makes no request', () => {
    const checked = checkState({ ...start, mobile: '(555) 123.4567' }, spec);
    expect(checked.body).toBeUndefined();
    expect(problemsOf({ ...start, mobile: '(555) 123.4567' }).mobile).toBe(
      'Use digits only: remove “(” “)” “.”. Write the country code first, without a +.',
    );
    expect(problemsOf({ ...start, mobile: '  ' }).mobile).toMatch(/Enter the mobile number/);
  });

  it('names a missing template name, language and recipient', () => {
    const problems = problemsOf({ ...start, template: ' ', language: '', mobile: '', name: '' });
    expect(Object.keys(problems)).toEqual(['template', 'language', 'mobile', 'name']);
    expect(problems.template).toMatch(/template name/);
    expect(problems.language).toMatch(/language/);
    expect(problemsOf({ ...start, endpoint: 'bulk', filters: [] }).filters).toMatch(
      /at least one contact field.*not documented/,
    );
  });

  it('asks for every filter row and parameter to be complete, each field once', () => {
    const problems = problemsOf({
      ...start,
      endpoint: 'bulk',
      filters: [
        { field: 'city', value: 'Pune' },
        { field: 'city', value: 'Mumbai' },
        { field: '', value: 'x' },
        { field: 'zone', value: '' },
      ],
      params: ['Asha', ''],
    });
    expect(problems).toEqual({
      'filter-field-1': 'city is already in the filter: use each field once.',
      'filter-field-2': 'Enter the contact field to match, such as city.',
      'filter-value-3': 'Enter the value zone must have.',
      'param-1': 'Enter the value for {{2}}, or remove it.',
    });
  });

  it('wants media as a kind and a full link together, and leaves an empty tag out', () => {
    expect(problemsOf({ ...start, mediaType: 'image', mediaLink: '' }).mediaLink).toMatch(/link/);
    expect(problemsOf({ ...start, mediaLink: 'https://example.com/a.png' }).mediaType).toMatch(
      /image, video, document/,
    );
    expect(problemsOf({ ...start, mediaType: 'video', mediaLink: 'example.com/a.mp4' })).toEqual({
      mediaLink: 'Enter the full link, starting with https://.',
    });
    expect(checkState({ ...start, tag: '  ' }, spec).body).not.toHaveProperty('tag');
  });
});

describe('the request in the page address', () => {
  it('comes back from the address as it was typed, for either endpoint', () => {
    const bulk = inputs['a bulk send filtered by two fields, one not an identifier'];
    const single = inputs['quotes, a backslash, $ and braces, accents'];
    expect(stateFromSearch(searchWithState('', bulk))).toEqual({
      ...bulk,
      mobile: '',
      name: '',
    });
    expect(stateFromSearch(searchWithState('', single))).toEqual({ ...single, filters: [] });
    expect(stateFromSearch(searchWithState('', { ...start, params: ['', 'b'] })).params).toEqual([
      '',
      'b',
    ]);
  });

  it("keeps the page's other query parameters, and tells a saved request from none", () => {
    const search = searchWithState('?docusaurus-theme=dark&template=old', start);
    expect(new URLSearchParams(search).get('docusaurus-theme')).toBe('dark');
    expect(new URLSearchParams(search).getAll('template')).toEqual(['order_confirmation']);
    expect(hasSavedState(search)).toBe(true);
    expect(hasSavedState('?docusaurus-theme=dark')).toBe(false);
    expect(hasSavedState('')).toBe(false);
  });
});

describe('the form made from openapi.yaml', () => {
  it('reads the endpoints, the media kinds and the documented examples from the document', () => {
    expect(spec.single.url).toBe('https://app.chitchatlabs.com/chat-service/apis/message/single');
    expect(spec.bulk.url).toBe('https://app.chitchatlabs.com/chat-service/apis/message/blast');
    expect(spec.single.fields['file.type']?.enum).toEqual(['image', 'video', 'document']);
    expect(spec.single.fields['to.mobile']?.description).toContain('no `+`');
    expect(spec.bulk.fields.searchSpec?.required).toBe(true);
    expect(start.filters).toEqual([{ field: 'city', value: 'Pune' }]);
  });
});
