/**
 * Whether a request's `Accept` header asks for a page's Markdown copy rather than its
 * HTML: `text/markdown` named with a higher q-value than HTML gets (from `text/html`,
 * else `text/*`, else `*` + `/*`). A tie, a browser's Accept and no Accept at all get
 * HTML. deploy/nginx.conf decides the same way (plugins/static-hosting/nginxConf.ts).
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  const ranges = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (type && !ranges.has(type) && Number.isFinite(quality)) ranges.set(type, quality);
  }
  const markdown = ranges.get('text/markdown') ?? 0;
  const html = ranges.get('text/html') ?? ranges.get('text/*') ?? ranges.get('*/*') ?? 0;
  return markdown > html;
}
