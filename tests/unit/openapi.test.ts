import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Root } from 'mdast';
import { lint, lintFromString, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

import {
  loadOpenApi,
  openapiFile,
  operations,
  requestSchema,
  type ApiOperation,
} from '../../plugins/openapi/document';
import { builderFields } from '../../plugins/openapi/builder/types';
import { renderOpenApiElements } from '../../plugins/openapi/fieldTables';
import { openapiDownloads, openapiDownloadsStep } from '../../plugins/openapi';
import { apiKeyVariable, postmanCollection } from '../../plugins/openapi/postman';
import { runBuildSteps } from '../../plugins/build-steps/run';
import type { BuiltSite } from '../../plugins/build-steps/step';
import { firstMessageRequest } from '../../src/components/FirstMessage/request';
import { parseCurl, type HttpRequest } from './content/curl';
import { codeBlocks, fieldsAfter, readDocById, section, tabsBlocks, plain } from './content/mdx';
import { runJs, runPython } from './content/samples';

const redoclyConfig = new URL('../../redocly.yaml', import.meta.url).pathname;
const document = await loadOpenApi();
const api = document.dereferenced;
const page = await readDocById('3-1-messages');
const env = { CHITCHATLABS_API_KEY: 'test-key' };

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/** The operation a request goes to, by its method and full URL. */
function operationFor(request: HttpRequest): ApiOperation | undefined {
  const server = api.servers?.[0]?.url ?? '';
  return operations(api).find(
    (op) => op.method === request.method && `${server}${op.path}` === request.url,
  );
}

function validate(operation: ApiOperation, body: unknown): string[] {
  const check = ajv.compile(requestSchema(operation));
  return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const byId = (id: string): ApiOperation => {
  const found = operations(api).find((op) => op.operation.operationId === id);
  if (!found) throw new Error(id);
  return found;
};

/** Every request the page and the landing page show, as the reader would send it. */
async function documentedRequests(): Promise<[string, HttpRequest][]> {
  const found: [string, HttpRequest][] = [
    ['landing page curl', parseCurl(firstMessageRequest, env)],
  ];
  for (const block of tabsBlocks(page)) {
    const code = (value: string): string =>
      block.items.find((item) => item.value === value)?.code[0]?.code ?? '';
    found.push([`${block.section} curl`, parseCurl(code('curl'), env)]);
    found.push(
      ...(await runJs(code('js'), env)).requests.map(
        (r) => [`${block.section} js`, r] as [string, HttpRequest],
      ),
    );
    found.push(
      ...runPython(code('python'), env).requests.map(
        (r) => [`${block.section} python`, r] as [string, HttpRequest],
      ),
    );
  }
  return found;
}

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 and passes the committed Redocly lint config with no problem', async () => {
    expect(document.parsed.openapi).toMatch(/^3\.1\./);
    const config = await loadConfig({ configPath: redoclyConfig });
    const problems = await lint({ ref: openapiFile(), config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('fails the lint when it is broken', async () => {
    const config = await loadConfig({ configPath: redoclyConfig });
    const broken = document.source
      .replace(/\n {2}version: .*\n/, '\n')
      .replace('operationId: sendBulkMessage', 'operationId: sendSingleMessage');
    const problems = await lintFromString({ source: broken, absoluteRef: openapiFile(), config });
    expect(problems.map((p) => p.ruleId)).toEqual(
      expect.arrayContaining(['struct', 'operation-operationId-unique']),
    );
  });

  it('describes the two endpoints on the documented server, with the API key header', () => {
    expect(api.servers?.map((s) => s.url)).toEqual([
      'https://app.chitchatlabs.com/chat-service/apis',
    ]);
    expect(operations(api).map((op) => `${op.method} ${op.path}`)).toEqual([
      'POST /message/single',
      'POST /message/blast',
    ]);
    expect(api.components?.securitySchemes?.tenantApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-tenant-api-key',
    });
    expect(api.security).toEqual([{ tenantApiKey: [] }]);
  });

  it('says the responses are not documented rather than describing them', () => {
    for (const { operation } of operations(api)) {
      expect(Object.keys(operation.responses ?? {})).toEqual(['default']);
      const response = operation.responses?.default;
      expect(response && 'description' in response ? response.description : '').toMatch(
        /Not documented here[\s\S]*Messages tab/,
      );
      expect(response && 'content' in response ? response.content : undefined).toBeUndefined();
    }
  });
});

describe('the documented requests match openapi.yaml', () => {
  it('every sample goes to a described operation, with its headers, and its body validates', async () => {
    const requests = await documentedRequests();
    expect(requests.length).toBe(7);
    for (const [where, request] of requests) {
      const operation = operationFor(request);
      expect(operation, `${where}: ${request.method} ${request.url}`).toBeDefined();
      if (!operation) continue;
      expect(Object.keys(request.headers).sort(), where).toEqual([
        'content-type',
        'x-tenant-api-key',
      ]);
      expect(request.headers['content-type'], where).toBe('application/json');
      expect(validate(operation, request.body), where).toEqual([]);
    }
  }, 30_000); // runs six samples, Python ones in a process each

  it('the header-media body and the schema examples validate too', () => {
    const [media] = codeBlocks(section(page, 'header-media'));
    expect(validate(byId('sendSingleMessage'), JSON.parse(media.code))).toEqual([]);
    for (const op of operations(api)) {
      const content =
        op.operation.requestBody && 'content' in op.operation.requestBody
          ? op.operation.requestBody.content['application/json']
          : undefined;
      for (const [name, example] of Object.entries(content?.examples ?? {})) {
        expect(validate(op, 'value' in example ? example.value : undefined), name).toEqual([]);
      }
    }
  });

  it('rejects a body without fb_template, or with a file type that is not documented', () => {
    const good = {
      to: { mobile: '15551234567', name: 'Asha' },
      fb_template: 'order_confirmation',
      language: 'en',
      params: ['Asha', 'ORDER-1001'],
    };
    const single = byId('sendSingleMessage');
    expect(validate(single, good)).toEqual([]);
    const withoutTemplate: Partial<typeof good> = { ...good };
    delete withoutTemplate.fb_template;
    expect(validate(single, withoutTemplate)).toEqual([
      " must have required property 'fb_template'",
    ]);
    expect(
      validate(single, { ...good, file: { type: 'audio', link: 'https://example.com/a.mp3' } }),
    ).toEqual(['/file/type must be equal to one of the allowed values']);
    expect(
      validate(single, { ...good, to: { mobile: '+15551234567', name: 'Asha' } }),
    ).toHaveLength(1);
    const bulk = byId('sendBulkMessage');
    expect(
      validate(bulk, { searchSpec: { city: 'Pune' }, language: 'en', params: [] }),
    ).toHaveLength(1);
  });
});

describe('the field tables on /3-1-messages', () => {
  // The request builder's inputs, which the build checks against openapi.yaml's schemas.
  const expected = {
    'single-message-body': builderFields.single,
    'bulk-message-body': builderFields.bulk,
  };

  it.each(Object.entries(expected))(
    '%s lists exactly the schema fields, optional only file and tag',
    (id, fields) => {
      const rows = fieldsAfter(page, id);
      expect(rows.map((row) => plain(row.Field))).toEqual(fields);
      const optional = rows
        .filter((row) => row.Optional === 'Optional')
        .map((row) => plain(row.Field));
      expect(optional).toEqual(['file', 'tag']);
      for (const row of rows.filter((r) => r.Optional !== 'Optional'))
        expect(row.Optional).toBe('Not marked optional');
      const type = rows.find((row) => plain(row.Field) === 'file.type');
      expect(type?.Description).toContain('`image`, `video` or `document`');
    },
  );

  it('follow a change of a description in the document', async () => {
    const changed = structuredClone(api);
    const schema = requestSchema(operations(changed)[0]);
    const tag = schema.properties?.tag;
    if (tag && !('$ref' in tag)) tag.description = 'A changed description.';
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'OpenApiFields',
          attributes: [{ type: 'mdxJsxAttribute', name: 'operation', value: 'sendSingleMessage' }],
          children: [],
        },
      ],
    };
    renderOpenApiElements(tree, changed);
    const page = { ...(await readDocById('3-1-messages')), tree };
    const rows = fieldsAfter(
      {
        ...page,
        tree: {
          type: 'root',
          children: [
            { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Fields {#fields}' }] },
            ...tree.children,
          ],
        },
      },
      'fields',
    );
    expect(rows.find((row) => row.Field === '`tag`')?.Description).toMatch(
      /^A changed description\./,
    );
  });
});

describe('the Postman collection', () => {
  // The converter gives each request a random id: a collection made anew at every build
  // would be a new file for readers and caches although the description did not change.
  it('is the same file in the next build of the same description', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'openapi-downloads-'));
    const outDir = join(siteDir, 'build');
    mkdirSync(outDir);
    const collection = join(outDir, openapiDownloads.postman.slice(1));
    try {
      await runBuildSteps([openapiDownloadsStep], { outDir, siteDir } as BuiltSite);
      const first = readFileSync(collection, 'utf8');
      await runBuildSteps([openapiDownloadsStep], { outDir, siteDir } as BuiltSite);
      expect(readFileSync(collection, 'utf8')).toBe(first);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  type Request = {
    method: string;
    url: { host: string[]; path: string[] };
    header: { key: string; value: string }[];
    body: { raw: string };
  };
  type Collection = {
    item: { item: { name: string; request: Request }[] }[];
    auth: { type: string; apikey: { key: string; value: string }[] };
    variable: { key: string; value: string }[];
  };

  it('has both requests, sending the key header from a placeholder collection variable', async () => {
    const collection = (await postmanCollection(readFileSync(openapiFile(), 'utf8'))) as Collection;
    const requests = collection.item.flatMap((folder) => folder.item);
    expect(requests.map((r) => [r.name, r.request.method, r.request.url.path.join('/')])).toEqual([
      ['Send a single message', 'POST', 'message/single'],
      ['Send a bulk message', 'POST', 'message/blast'],
    ]);
    const variables = Object.fromEntries(collection.variable.map((v) => [v.key, v.value]));
    expect(requests[0].request.url.host).toEqual(['{{baseUrl}}']);
    expect(variables.baseUrl).toBe('https://app.chitchatlabs.com/chat-service/apis');
    const auth = Object.fromEntries(collection.auth.apikey.map((a) => [a.key, a.value]));
    expect([collection.auth.type, auth]).toEqual([
      'apikey',
      { key: 'x-tenant-api-key', value: '{{apiKey}}', in: 'header' },
    ]);
    expect(variables.apiKey).toBe(apiKeyVariable.value);
    expect(variables.apiKey).toMatch(/^<[A-Z_]+>$/);
    for (const { request } of requests)
      expect(request.header).toContainEqual({ key: 'Content-Type', value: 'application/json' });
  });

  it("sends the documented example bodies, not the converter's placeholders", async () => {
    const text = JSON.stringify(await postmanCollection(readFileSync(openapiFile(), 'utf8')));
    for (const placeholder of ['<string>', '<uri>', '<number>', '<API Key>', 'key_0'])
      expect(text).not.toContain(placeholder);
    const collection = JSON.parse(text) as Collection;
    const bodies = collection.item
      .flatMap((folder) => folder.item)
      .map((item) => JSON.parse(item.request.body.raw) as unknown);
    const firstExamples = operations(api).map((op) => {
      const content =
        op.operation.requestBody && 'content' in op.operation.requestBody
          ? op.operation.requestBody.content['application/json']
          : undefined;
      const [first] = Object.values(content?.examples ?? {});
      return first && 'value' in first ? first.value : undefined;
    });
    expect(bodies).toEqual(firstExamples);
    expect(bodies[0]).toMatchObject({
      to: { mobile: '15551234567', name: 'Asha' },
      fb_template: 'order_confirmation',
    });
    expect(bodies[1]).toMatchObject({ searchSpec: { city: 'Pune' } });
  });
});
