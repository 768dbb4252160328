import { createTokenizer } from '@site/plugins/build-highlight/tokenize';
import { firstMessageRequest } from '@site/src/components/FirstMessage/request';

/** Stand-in for the lines plugins/build-highlight writes for the landing page's request. */
export default createTokenizer(['bash'])(firstMessageRequest, 'bash');
