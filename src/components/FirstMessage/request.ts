/**
 * The single-message API request, with the same fake example data and the same key
 * convention (the CHITCHATLABS_API_KEY environment variable) as the Messages API guide.
 */
export const firstMessageRequest = `curl -X POST https://app.chitchatlabs.com/chat-service/apis/message/single \\
  -H "x-tenant-api-key: $CHITCHATLABS_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "to": { "mobile": "15551234567", "name": "Asha" },
    "fb_template": "order_confirmation",
    "language": "en",
    "params": ["Asha", "ORDER-1001"],
    "tag": "api-test"
  }'`;

/**
 * The name the request is coloured under at build time (plugins/build-highlight's
 * `snippets`): its lines are `@generated/chitchatlabs-build-highlight/default/first-message.json`,
 * a path the component's import must spell out, as the bundler resolves it before any code runs.
 */
export const firstMessageSnippet = 'first-message';
