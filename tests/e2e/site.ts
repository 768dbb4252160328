/** What the site serves, as SPEC.md section 2 lists it. */
export const docRoutes = [
  { path: '/introduction', h1: 'Introduction', sidebarLabel: 'Introduction' },
  { path: '/onboarding', h1: 'Onboarding', sidebarLabel: 'Onboarding' },
  {
    path: '/3-0-messages',
    h1: 'Sending messages from the app',
    sidebarLabel: 'Messages: from the app',
  },
  {
    path: '/3-1-messages',
    h1: 'Sending messages through the API',
    sidebarLabel: 'Messages: through the API',
  },
  { path: '/support', h1: 'Support', sidebarLabel: 'Support' },
] as const;

export const landingRoute = { path: '/', h1: 'ChitChatLabs' } as const;

export const allRoutes = [landingRoute, ...docRoutes] as const;

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
