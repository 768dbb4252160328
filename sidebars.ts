import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  tutorialSidebar: ['introduction', 'onboarding', '3-0-messages', '3-1-messages', 'support'],
} satisfies SidebarsConfig;

export default sidebars;
