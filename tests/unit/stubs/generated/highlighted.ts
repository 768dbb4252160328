import { createTokenizer } from '@site/plugins/build-highlight/tokenize';
import { firstMessageRequest } from '@site/src/components/FirstMessage/request';
import { brandPrismThemes } from '@site/src/brand/prismThemes';

/** Stand-in for the lines plugins/build-highlight writes for the landing page's request. */
export default createTokenizer(['bash'], brandPrismThemes.light)(firstMessageRequest, 'bash');
