import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import { firstMessageRequest } from './request';
import styles from './styles.module.css';

export default function FirstMessage(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="first-message-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="first-message-title" className={styles.title}>
            Send your first message
          </Heading>
          <ol className={styles.steps}>
            <li>
              Copy your API key from <strong>Settings → Account Information</strong> in the app.
            </li>
            <li>Pick a template that WhatsApp Manager has approved.</li>
            <li>Send one request: the recipient does not need to be one of your contacts.</li>
          </ol>
          <Link className={styles.link} to="/3-1-messages">
            Read the Messages API guide →
          </Link>
        </div>
        <div className={styles.code}>
          <CodeBlock language="bash" title="Send a single message">
            {firstMessageRequest}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
