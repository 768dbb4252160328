import { test } from './fixtures';
import { expectAgentFriendly } from './agent-docs';

test('the agent-docs checker finds nothing to fix, and scores the site 100', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await expectAgentFriendly(baseURL ?? '', request);
});
