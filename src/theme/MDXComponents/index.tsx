import MDXComponents from '@theme-original/MDXComponents';

import ApiFields from '@site/plugins/openapi/theme/ApiFields';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Rendered by plugins/openapi/remark.ts in place of <OpenApiFields>.
  ApiFields,
};
