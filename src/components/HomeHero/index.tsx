import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import HeroArt from '@site/src/components/HeroArt';
import { site } from '@site/src/site';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Developer documentation</p>
          <Heading as="h1" className={styles.title}>
            {site.name}
          </Heading>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.lead}>
            Automate your business and talk to your customers where they already are: personalised
            messages and workflows, appointment scheduling, answers to customer questions, payments
            and product sales, all inside WhatsApp.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/introduction">
              Read the introduction
            </Link>
            <Link className={`button button--lg ${styles.secondaryButton}`} to="/3-1-messages">
              Explore the Messages API
            </Link>
          </div>
        </div>
        <div className={styles.art}>
          <HeroArt />
        </div>
      </div>
    </header>
  );
}
