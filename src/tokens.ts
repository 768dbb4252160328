/** Brand tokens: the one place the site's identity is defined (SPEC.md section 9). */

export const site = {
  name: 'ChitChatLabs',
  tagline: 'Turning chats into tech',
  url: 'https://docs.chitchatlabs.com',
  appUrl: 'https://chitchatlabs.com',
} as const;

export const colors = {
  primary: '#85144b',
  secondary: '#3d9970',
  background: '#ffffff',
  text: '#000000',
} as const;

export const fonts = {
  heading: 'Montserrat',
  body: 'Lato',
} as const;

/** Width at which the docs layout switches between mobile and desktop. */
export const docsDesktopMinWidthPx = 996;

export const breakpoints = {
  base: '0em',
  sm: '30em',
  md: '48em',
  lg: '62em',
  xl: '80em',
  '2xl': '96em',
} as const;

export const toast = {
  durationMs: 5000,
  minWidthPx: 300,
  maxWidthPx: 560,
  statuses: ['info', 'warning', 'success', 'error', 'loading'],
  positions: ['top', 'top-left', 'top-right', 'bottom', 'bottom-left', 'bottom-right'],
} as const;

export const progressBarDelayMs = 200;
