import MDXComponents from '@theme-original/MDXComponents';

import ApiEndpoint from '@site/plugins/openapi/theme/ApiEndpoint';
import ApiFields from '@site/plugins/openapi/theme/ApiFields';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Rendered by plugins/openapi/remark.ts in place of <OpenApiFields> and <OpenApiEndpoint>.
  ApiFields,
  ApiEndpoint,
};
