import { convertV2 } from 'openapi-to-postmanv2';

/** The collection variable that holds the reader's API key; it ships with a placeholder only. */
export const apiKeyVariable = { key: 'apiKey', value: '<YOUR_API_KEY>' } as const;

type Collection = { variable?: { key: string; value: string; description?: string }[] };

/** A Postman collection (v2.1) of the document, made by Postman's own converter. */
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
