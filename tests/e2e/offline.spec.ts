import { test, expect } from './fixtures';

// Every test's guard against a page that needs the network: the browser resolves no
// host name but 127.0.0.1, and the shared fixture records (and fails on) any attempt.
// The site's CSP (connect-src 'self') would refuse the fetch below before it reached the
// network: this test is about the guard, so the page's CSP is set aside.
test.use({ expectedConsoleErrors: /ERR_NAME_NOT_RESOLVED/, bypassCSP: true });

test('a request for another host fails in the browser and is recorded', async ({
  page,
  foreignRequests,
}) => {
  await page.goto('/support');
  const outcome = await page.evaluate(() =>
    fetch('https://fonts.googleapis.com/css2?family=Lato').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
  expect(foreignRequests).toEqual(['https://fonts.googleapis.com/css2?family=Lato']);
  // The attempt was made on purpose: let the fixture's own check pass.
  foreignRequests.length = 0;
});
