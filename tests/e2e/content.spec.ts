import { test, expect, waitForHydration } from './fixtures';

const api = '/3-1-messages';

test.describe('API code tabs', () => {
  test('remember the chosen language across tab groups, pages and a reload', async ({ page }) => {
    await page.goto(api);
    // Tabs switch once the app has hydrated (a press before then is not replayed).
    await waitForHydration(page);
    const groups = page.getByRole('tablist');
    await expect(groups).toHaveCount(2);
    for (const group of await groups.all()) {
      await expect(group.getByRole('tab', { name: 'cURL' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }

    await groups.first().getByRole('tab', { name: 'Python' }).click();
    const expectPython = async (): Promise<void> => {
      for (const group of await page.getByRole('tablist').all()) {
        await expect(group.getByRole('tab', { name: 'Python' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }
      await expect(page.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText(
        'import requests',
      );
    };
    await expectPython();

    // Leave the page and come back by client-side navigation, as a reader would.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', { name: /through the API/ })
      .click();
    await expect(page).toHaveURL(/\/3-1-messages$/);
    await expectPython();

    await page.reload();
    await expectPython();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).toBe(
      'python',
    );
  });
});

test('the landing page leads a newcomer to the API quick start, whose steps link to the app', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /quick start/ }).click();
  await expect(page).toHaveURL(/\/3-1-messages#quick-start$/);
  const quickStart = page.getByRole('heading', { name: 'Quick start', level: 2 });
  await expect(quickStart).toBeInViewport();
  const steps = page.locator('h2#quick-start ~ ol').first().locator(':scope > li');
  await expect(steps).toHaveCount(5);
  const hrefs = async (step: number): Promise<(string | null)[]> =>
    steps
      .nth(step)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(await hrefs(1)).toContain(
    'https://business.facebook.com/latest/whatsapp_manager/message_templates',
  );
  expect(await hrefs(2)).toContain('https://chitchatlabs.com/#/settings');
  expect(await hrefs(4)).toContain('https://chitchatlabs.com/#/messages');
});

test('the API page links to its OpenAPI description and Postman collection, served as YAML and JSON', async ({
  page,
  request,
}) => {
  await page.goto('/3-1-messages');
  const downloads = [
    {
      name: 'Download the OpenAPI description',
      type: /^(application|text)\/yaml/,
      start: /^openapi: 3\.1\./,
    },
    { name: 'as JSON', type: /^application\/json/, start: /^\{\n {2}"openapi": "3\.1\./ },
    {
      name: 'Download the Postman collection',
      type: /^application\/json/,
      start: /^\{\n {2}"item"|^\{\n {2}"info"/,
    },
  ];
  for (const download of downloads) {
    const href = await page.getByRole('link', { name: download.name }).getAttribute('href');
    const response = await request.get(href ?? '');
    expect(response.status(), href ?? '').toBe(200);
    expect(response.headers()['content-type'], href ?? '').toMatch(download.type);
    expect(await response.text(), href ?? '').toMatch(download.start);
  }
});

test('the example CSV link answers 200 with text/csv and the documented columns', async ({
  page,
  request,
}) => {
  await page.goto('/3-0-messages');
  const href = await page
    .getByRole('link', { name: 'Download the example CSV' })
    .getAttribute('href');
  expect(href).toMatch(/\.csv$/);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  expect((await response.text()).split('\n')[0]).toMatch(/^name,mobile\b/);
});

test('onboarding requests nothing from another host until the video link is followed', async ({
  page,
  foreignRequests,
}) => {
  await page.goto('/onboarding');
  const video = page.getByRole('link', { name: /on YouTube/ });
  await video.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');

  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=ToSfBWVY8R4');
  await expect(video).toHaveAttribute('target', '_blank');
  const poster = video.locator('img');
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new URL(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).hostname).toBe(
    '127.0.0.1',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('support offers email and phone links', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('link', { name: 'info@chitchatlabs.com' })).toHaveAttribute(
    'href',
    'mailto:info@chitchatlabs.com',
  );
  await expect(page.getByRole('link', { name: '+91 97399 78284' })).toHaveAttribute(
    'href',
    'tel:+919739978284',
  );
});

test('the email and phone links open the mail or phone app in place, not a new tab', async ({
  page,
}) => {
  await page.goto('/support');
  for (const name of ['info@chitchatlabs.com', '+91 97399 78284']) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', /^(mailto|tel):/);
    await expect(link).not.toHaveAttribute('target');
  }
});

test("the landing page's sample request has the shape the Messages API documents", async ({
  page,
}) => {
  await page.goto('/');
  const lines = await page.locator('header svg text').allTextContents();
  expect(lines[0]).toBe('POST /message/single');
  const body = JSON.parse(lines.slice(1).join('\n')) as Record<string, unknown>;
  // `to` is an object: the recipient's number and name, as on the API page.
  expect(body.to).toEqual({ mobile: expect.any(String), name: expect.any(String) });

  // Every field the picture sends, with its JSON type, as the API page's field list documents it.
  await page.goto(api);
  const rows = await page
    .locator('xpath=//h3[@id="single-message-body"]/following::ul[1]//li/p[1]')
    .evaluateAll((lines) =>
      // Each field's first line: `name · type · optional`.
      lines.map((line) => (line.textContent ?? '').split(' · ')),
    );
  const documentedType = new Map(rows.map(([field, type]) => [field, type]));
  const typeOf = (value: unknown): string =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? 'array of strings'
      : typeof value;
  const fields = Object.entries(body).flatMap(([name, value]) =>
    typeOf(value) === 'object'
      ? [[name, value], ...Object.entries(value as object).map(([k, v]) => [`${name}.${k}`, v])]
      : [[name, value]],
  );
  for (const [field, value] of fields) {
    expect(documentedType.get(field as string), `the type of "${field}"`).toBe(typeOf(value));
  }
});
