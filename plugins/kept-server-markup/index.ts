import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

export { validateNoOptions as validateOptions } from '../noOptions';

/** `@theme/KeptServerMarkup`, which the site's MDXComponents and Root and the code blocks use. */
const themePath = fileURLToPath(new URL('./theme', import.meta.url));

/**
 * Markdown's blocks and code lines left as the server wrote them while the first page
 * hydrates: the app does not render them again only to find the same elements in place.
 * The site wraps its MDX components with it and ends the first hydration from its Root.
 */
export default function keptServerMarkupPlugin(): Plugin {
  return { name: 'chitchatlabs-kept-server-markup', getThemePath: () => themePath };
}
