import MDXComponents from '@theme-init/MDXComponents';

import ApiEndpoint from '../ApiEndpoint';
import ApiFields from '../ApiFields';

export default {
  ...MDXComponents,
  // Rendered by ../../remark.ts in place of <OpenApiFields> and <OpenApiEndpoint>.
  ApiFields,
  ApiEndpoint,
};
