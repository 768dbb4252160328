import { expectAgentFriendly } from './agent-docs';
import { test } from './versions-locales-site';

test('the agent-docs checker finds nothing to fix on a site of two versions and two languages', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // The fixture's own address (its config's `url`).
  await expectAgentFriendly(baseURL ?? '', request, 'https://fixture.invalid');
});
