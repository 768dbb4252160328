import { convertV2 } from 'openapi-to-postmanv2';

/** The collection variable that holds the reader's API key; it ships with a placeholder only. */
export const apiKeyVariable = { key: 'apiKey', value: '<YOUR_API_KEY>' } as const;

type Header = { key: string; value: string };
type Item = { item?: Item[]; response?: { originalRequest?: { header?: Header[] } }[] };
type Collection = {
  item?: Item[];
  variable?: { key: string; value: string; description?: string }[];
};

/** The saved example responses' requests send the key the same way the requests do. */
function useKeyVariable(items: Item[] = []): void {
  for (const item of items) {
    useKeyVariable(item.item);
    for (const header of (item.response ?? []).flatMap((r) => r.originalRequest?.header ?? [])) {
      if (header.key.toLowerCase() === 'x-tenant-api-key')
        header.value = `{{${apiKeyVariable.key}}}`;
    }
  }
}

/**
 * A Postman collection (v2.1) of the document, made by Postman's own converter, its
 * request bodies taken from the document's examples rather than made up from the schemas.
 */
export async function postmanCollection(openapiSource: string): Promise<object> {
  const collection = await new Promise<Collection>((resolve, reject) => {
    convertV2(
      { type: 'string', data: openapiSource },
      { folderStrategy: 'Tags', requestNameSource: 'Fallback', parametersResolution: 'Example' },
      (error, result) => {
        const output = result?.output?.[0]?.data;
        if (error || !result?.result || !output) {
          reject(error ?? new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no collection'}`));
        } else resolve(output as Collection);
      },
    );
  });
  // The converter writes its own placeholder, <API Key>, into the saved examples.
  useKeyVariable(collection.item);
  // The converter sends the key as {{apiKey}} but leaves the variable undefined.
  collection.variable = [
    ...(collection.variable ?? []).filter((v) => v.key !== apiKeyVariable.key),
    {
      ...apiKeyVariable,
      description: 'Your API key, from Settings → Account Information in the ChitChatLabs app.',
    },
  ];
  return collection;
}
