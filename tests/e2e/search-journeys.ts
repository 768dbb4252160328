/**
 * The search tests' journeys on the search fixture (tests/fixtures/search-site): what a
 * reader types and the section the first result must be. The browser tests check them on
 * the built site, a unit test on the dev server's index (tests/unit/search-dev-index.test.ts).
 */

/** What a reader types, and the section the first result, and Enter, must take them to. */
export const searchJourneys = [
  // A typo still finds the page.
  { query: 'onbording', path: '/onboarding', heading: null, title: 'Onboarding' },
  {
    // A header name, written in a table and a code sample.
    query: 'x-flock-key',
    path: '/parrot-api',
    heading: { id: 'authentication', text: 'Authentication' },
    title: 'Authentication',
  },
  {
    query: 'csv',
    path: '/imports',
    heading: { id: 'upload-csv', text: 'Upload a CSV' },
    title: 'Upload a CSV',
  },
  {
    // A word of the section's prose, not of its heading.
    query: 'verification',
    path: '/onboarding',
    heading: { id: 'verify-number', text: 'Verify your number' },
    title: 'Verify your number',
  },
  {
    // The section whose field table defines the name ranks above the one that mentions it.
    query: 'squawkSpec',
    path: '/parrot-api',
    heading: { id: 'send-squawk-body', text: 'Request body' },
    title: 'Request body',
  },
] as const;
