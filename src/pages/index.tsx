import type { ReactNode } from 'react';
import Layout from '@theme/Layout';

import DocAreas from '@site/src/components/DocAreas';
import FirstMessage from '@site/src/components/FirstMessage';
import HomeHero from '@site/src/components/HomeHero';
import { site } from '@site/src/site';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description={`${site.name} lets businesses automate their work and talk to customers over WhatsApp. Read the developer documentation.`}
    >
      <main>
        <HomeHero />
        <DocAreas />
        <FirstMessage />
      </main>
    </Layout>
  );
}
