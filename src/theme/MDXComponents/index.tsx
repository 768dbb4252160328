import MDXComponents from '@theme-original/MDXComponents';
import ApiEndpoint from '@theme/ApiEndpoint';
import ApiFields from '@theme/ApiFields';

import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Rendered by the openapi plugin's remark step in place of <OpenApiFields> and <OpenApiEndpoint>.
  ApiFields,
  ApiEndpoint,
};
