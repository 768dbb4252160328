import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description="ChitChatLabs lets businesses automate their work and talk to customers over WhatsApp. Read the developer documentation."
    >
      <main>
        <header className="hero">
          <div className="container">
            <Heading as="h1">ChitChatLabs</Heading>
            <p>Turning chats into tech</p>
            <Link className="button button--primary" to="/introduction">
              Read the introduction
            </Link>
          </div>
        </header>
      </main>
    </Layout>
  );
}
