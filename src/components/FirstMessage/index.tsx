import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import requestLines from '@generated/chitchatlabs-build-highlight/default/first-message.json';

import HighlightedCodeBlock from '@theme/HighlightedCodeBlock';
import styles from './styles.module.css';

export default function FirstMessage(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="first-message-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="first-message-title" className={styles.title}>
            <Translate id="firstMessage.title">Send your first message</Translate>
          </Heading>
          <p>
            <Translate id="firstMessage.before">
              Before your first API call, two things must be in place:
            </Translate>
          </p>
          <ol className={styles.steps}>
            <li>
              <Translate id="firstMessage.step.onboarding">
                Finish onboarding, so that your WhatsApp Business Account is connected.
              </Translate>
            </li>
            <li>
              <Translate id="firstMessage.step.template">
                Have a message template that Meta has approved.
              </Translate>
            </li>
          </ol>
          <p>
            <Translate
              id="firstMessage.then"
              values={{
                settings: (
                  <Link className={styles.inlineLink} href="https://chitchatlabs.com/#/settings">
                    <Translate id="firstMessage.settingsLink">
                      Settings → Account Information
                    </Translate>
                  </Link>
                ),
              }}
            >
              {
                'Then copy your API key from {settings} in the app, set it as CHITCHATLABS_API_KEY in your shell and send one request: the recipient does not need to be one of your contacts.'
              }
            </Translate>
          </p>
          <Link className={styles.link} to="/3-1-messages#quick-start">
            <Translate id="firstMessage.quickStartLink">Follow the quick start →</Translate>
          </Link>
        </div>
        <div className={styles.code}>
          {/* ./request.ts, coloured at build time (plugins/build-highlight, in docusaurus.config.ts) */}
          <HighlightedCodeBlock
            className="language-bash"
            title={translate({
              id: 'firstMessage.codeTitle',
              message: 'Send a single message',
            })}
            lines={requestLines}
          />
        </div>
      </div>
    </section>
  );
}
