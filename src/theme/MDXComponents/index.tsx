import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';
import { drawsStatically, keptBlock } from '@theme/KeptServerMarkup';

drawsStatically(MDXComponents.a, MDXComponents.code, MDXComponents.img);

export default {
  ...MDXComponents,
  p: keptBlock('p'),
  ul: keptBlock('ul', MDXComponents.ul),
  ol: keptBlock('ol'),
  li: keptBlock('li', MDXComponents.li),
  blockquote: keptBlock('blockquote'),
  table: keptBlock('table', ScrollableTable),
};
