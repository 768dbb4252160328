import { test, expect } from './fixtures';
import { sentencesMissing } from './markdown-parity';
import { allRoutes } from '../../tools/routes';

const copyOf = (path: string): string => (path === '/' ? '/index.md' : `${path}.md`);

for (const route of allRoutes) {
  test(`${copyOf(route.path)} says every sentence ${route.path} shows`, async ({ request }) => {
    const html = await (await request.get(route.path)).text();
    const markdown = await (await request.get(copyOf(route.path))).text();
    expect(sentencesMissing(html, markdown)).toEqual([]);
  });
}
