/** What the site is called and where it lives. */
export const site = {
  name: 'ChitChatLabs',
  tagline: 'Turning chats into tech',
  url: 'https://docs.chitchatlabs.com',
} as const;
