import type { Locator, Page } from '@playwright/test';

import { test, expect, seriousAxeViolations, useColorMode } from './fixtures';
import { parseCurl } from '../unit/content/curl';
import { allRoutes, colorModes } from '../../tools/routes';

const docPath = '/3-1-messages';

test.describe.configure({ timeout: 60_000 });
const env = { CHITCHATLABS_API_KEY: 'key' };

/** Hydration can take a while on a busy machine; nothing is clicked before it. */
const hydrated = (page: Page): Promise<void> =>
  expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 15_000 });

const builder = (page: Page): Locator => page.locator('details#request-builder');
const field = (page: Page, label: string | RegExp): Locator => builder(page).getByLabel(label);
/** The cURL tab's code in the builder, as the reader would copy it. */
const shownCurl = (page: Page): Promise<string> =>
  builder(page)
    .locator('[role=tabpanel]:not([hidden]) pre code')
    .evaluate((code) =>
      Array.from(code.querySelectorAll('.token-line'))
        .map((line) => (line.textContent ?? '').replace(/\n$/, ''))
        .join('\n')
        .trim(),
    );

/** Hydrated, then the builder opened by a click on its summary. */
async function openBuilder(page: Page, path = docPath): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await builder(page).getByText('Open the request builder').click();
  await expect(field(page, /Template name/)).toBeVisible();
  // The theme's disclosure opens by growing its clipped content box. Until it ends, a click
  // on a control inside scrolls that box, and the control moves when the box stops
  // clipping; a reader clicks what is drawn, after the disclosure has opened.
  await expect(builder(page).locator(':scope > summary + div')).toHaveCSS('overflow', 'visible');
}

async function fillRequest(page: Page): Promise<void> {
  await field(page, /Template name/).fill('shipping_update');
  await field(page, /Mobile number/).fill('+91 98765-43210');
  await field(page, /^Name/).fill('Ravi');
  await builder(page).getByRole('button', { name: 'Remove {{2}}' }).click();
  await builder(page).getByLabel('{{1}}', { exact: true }).fill('Ravi');
  await builder(page).getByLabel(/^Type/).selectOption('image');
  await field(page, /^Link/).fill('https://example.com/parcel.png');
  await field(page, /^Tag/).fill('');
}

const expectedBody = {
  to: { mobile: '919876543210', name: 'Ravi' },
  fb_template: 'shipping_update',
  language: 'en',
  file: { type: 'image', link: 'https://example.com/parcel.png' },
  params: ['Ravi'],
};

/** The scripts a page requested so far, by path. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Of these scripts, the ones that hold the builder's form. */
async function builderChunks(page: Page, scripts: Iterable<string>): Promise<string[]> {
  const found: string[] = [];
  for (const path of scripts) {
    if ((await (await page.request.get(path)).text()).includes('request-builder-'))
      found.push(path);
  }
  return found;
}

test('the section says there is no documented sandbox and the form loads only when reached for', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(docPath);
  await hydrated(page);
  const section = page.locator('h2#build-your-request ~ p').first();
  await expect(section).toHaveText(/sandbox mode is not documented.*real WhatsApp message/);
  await expect(builder(page)).not.toHaveAttribute('open');
  expect(await builderChunks(page, scripts)).toEqual([]);
  await builder(page).getByText('Open the request builder').click();
  await expect(field(page, /Template name/)).toBeVisible();
  expect(await builderChunks(page, scripts)).toHaveLength(1);
  // The code names the variable the key comes from; no input asks for the key itself.
  await expect(builder(page).getByLabel(/key/i)).toHaveCount(0);
  await expect(builder(page).locator('input[type=password]')).toHaveCount(0);
});

test('fill the form, see the request, copy it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) sent.push(request.url());
  });
  await openBuilder(page);
  await fillRequest(page);
  await expect(field(page, /Mobile number/)).toHaveAccessibleDescription(
    /^Removed the \+, spaces and dashes: the request sends 919876543210\./,
  );
  const shown = await shownCurl(page);
  expect(parseCurl(shown, env).body).toEqual(expectedBody);
  await builder(page).getByRole('button', { name: 'Copy code to clipboard' }).first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe(shown);
  expect(parseCurl(copied, env)).toEqual({
    method: 'POST',
    url: 'https://app.chitchatlabs.com/chat-service/apis/message/single',
    headers: { 'x-tenant-api-key': 'key', 'content-type': 'application/json' },
    body: expectedBody,
  });
  expect(sent, 'the builder sends nothing').toEqual([]);
});

test('bad input: a message next to the field, announced, and no request', async ({ page }) => {
  await openBuilder(page);
  const mobile = field(page, /Mobile number/);
  await mobile.fill('1555 123 456x');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await mobile.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(
    /Use digits only: remove “x”/,
  );
  await field(page, /Template name/).fill('');
  await expect(field(page, /Template name/)).toHaveAccessibleDescription(/Enter the template name/);
  await expect(builder(page).getByRole('status')).toHaveText(/2 fields need a change/);
  await expect(builder(page).locator('pre')).toHaveCount(0);
  await expect(builder(page).getByText('Your request appears here once')).toBeVisible();
});

test('reload keeps the values, and a shared link reproduces the request', async ({
  page,
  browser,
}) => {
  await openBuilder(page);
  await fillRequest(page);
  const shown = await shownCurl(page);
  expect(page.url()).not.toMatch(/key/i);
  await page.reload();
  await hydrated(page);
  await expect(field(page, /Template name/)).toHaveValue('shipping_update', { timeout: 15_000 });
  expect(await shownCurl(page)).toBe(shown);

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reader = await other.newPage();
  await reader.goto(page.url());
  await hydrated(reader);
  await expect(field(reader, /Mobile number/)).toHaveValue('+91 98765-43210', { timeout: 15_000 });
  expect(await shownCurl(reader)).toBe(shown);
  await other.close();
});

test('the language tab is the same in the builder and in the examples', async ({ page }) => {
  await openBuilder(page);
  await builder(page).getByRole('tab', { name: 'Python' }).click();
  // The builder's own tab first: a failure below then says which of the two did not switch.
  await expect(builder(page).getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const example = page.locator('h3#single-message-example ~ .tabs-container').first();
  await expect(example.getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await example.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(builder(page).getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('at 390 px nothing of the builder goes past the screen edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuilder(page);
  await builder(page)
    .getByRole('radio', { name: /Contacts that match a filter/ })
    .check();
  await builder(page).getByRole('button', { name: 'Add a contact field' }).click();
  await builder(page)
    .getByLabel('Contact field 2', { exact: true })
    .fill('a_very_long_contact_field_name_that_goes_on_and_on');
  const overflowing = await builder(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => !element.closest('pre'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

/** Each token type's colour in a code block: the first token of that type. */
const tokenColours = (block: Locator): Promise<Record<string, string>> =>
  block.evaluate((root) => {
    const colours: Record<string, string> = {};
    for (const token of Array.from(root.querySelectorAll<HTMLElement>('.token'))) {
      const type = token.classList[token.classList.length - 1];
      colours[type] ??= getComputedStyle(token).color;
    }
    return colours;
  });

for (const mode of colorModes) {
  test(`the builder's code is the page's code block, coloured by the stylesheet, ${mode} mode`, async ({
    page,
  }) => {
    await useColorMode(page, mode);
    await openBuilder(page);
    const shown = builder(page).locator('[role=tabpanel]:not([hidden]) .theme-code-block');
    // The cURL example of the page, before the builder: the same language, written by the build.
    const example = page.locator('article .theme-code-block', { hasText: 'curl' }).first();
    await expect(shown.locator('.token.string').first()).toBeVisible();
    // Drawn by the same component: the same classes on the block and on its code.
    for (const part of ['', 'pre', 'pre > code']) {
      const classesOf = (block: Locator) =>
        (part ? block.locator(part).first() : block).getAttribute('class');
      expect(await classesOf(shown)).toBe(await classesOf(example));
    }
    // Coloured by the site's CSS rules, not by colours written on each token.
    await expect(shown.locator('.token[style]')).toHaveCount(0);
    const inBuilder = await tokenColours(shown);
    const inExample = await tokenColours(example);
    const shared = Object.keys(inBuilder).filter((type) => type in inExample);
    expect(shared.length).toBeGreaterThan(2);
    for (const type of shared) expect(inBuilder[type], type).toBe(inExample[type]);
  });
}

for (const mode of colorModes) {
  test(`the open builder has no serious axe violations, ${mode} mode`, async ({ page }) => {
    await useColorMode(page, mode);
    await openBuilder(page);
    await field(page, /Mobile number/).fill('12x');
    await expect(field(page, /Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page, 'details#request-builder')).toEqual([]);
  });
}

test('no other route requests the builder chunk', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(docPath);
  await hydrated(page);
  await builder(page).getByText('Open the request builder').click();
  await expect(field(page, /Template name/)).toBeVisible();
  const chunk = await builderChunks(page, scripts);
  expect(chunk).toHaveLength(1);

  for (const route of allRoutes.filter((r) => r.path !== docPath)) {
    scripts.clear();
    await page.goto(route.path);
    await hydrated(page);
    await page.waitForLoadState('load');
    expect([...scripts], route.path).not.toContain(chunk[0]);
  }
});
