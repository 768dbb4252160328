/** The elements a page writes where the request body's fields and the endpoint go. */
export const fieldElements = { fields: 'OpenApiFields', endpoint: 'OpenApiEndpoint' } as const;
