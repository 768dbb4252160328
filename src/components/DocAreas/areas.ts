/** The doc areas the landing page leads to, one line each (facts from the docs pages). */
import type { DocAreaIconName } from '@site/src/components/Icons';

export type DocArea = {
  title: string;
  to: string;
  summary: string;
  icon: DocAreaIconName;
};

export const docAreas: readonly DocArea[] = [
  {
    title: 'Onboarding',
    to: '/onboarding',
    summary:
      'Log in with your WhatsApp number, then connect your WhatsApp Business Account through Facebook.',
    icon: 'onboarding',
  },
  {
    title: 'Send from the app',
    to: '/3-0-messages',
    summary:
      'Use approved message templates to reach every contact, or only the ones your search finds.',
    icon: 'app',
  },
  {
    title: 'Send through the API',
    to: '/3-1-messages',
    summary:
      'Send a template to one number, or to every contact that matches a filter, from your own code.',
    icon: 'api',
  },
  {
    title: 'Support',
    to: '/support',
    summary: 'Stuck? Email or call the ChitChatLabs team.',
    icon: 'support',
  },
];
