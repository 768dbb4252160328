import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';
import { drawsStatically, serverDrawn } from '@theme/ServerDrawn';

drawsStatically(MDXComponents.a, MDXComponents.code, MDXComponents.img);

export default {
  ...MDXComponents,
  p: serverDrawn('p'),
  ul: serverDrawn('ul', MDXComponents.ul),
  ol: serverDrawn('ol'),
  li: serverDrawn('li', MDXComponents.li),
  blockquote: serverDrawn('blockquote'),
  table: serverDrawn('table', ScrollableTable),
};
