/**
 * The facts each documentation page must carry, keyed by page id: names, numbers,
 * addresses, links, required and optional fields, and the requests its samples send.
 * The prose around them is free: a fact is a name or value as the company gives it,
 * matched without regard to case, or a pattern where the wording may vary. Sections
 * are named by their heading ids, which stay fixed when a heading's wording changes.
 * A page with no entry here is still checked by every page rule (`npm run lint`).
 */

/** Words a reader must find: matched case-insensitively, or a pattern. */
export type Fact = string | RegExp;

/** What one part of a page (a section, a table row, a list item) must say and link to. */
export type Says = {
  /** Facts it states, in this order. */
  says?: Fact[];
  /** Addresses it links to, in any order. */
  linksTo?: string[];
};

/** A table's facts: the rows it has, by their first cell (inline code dropped). */
export type TableFacts = {
  /** Each row, in this order and no other, and what it says across its cells. */
  rows: Record<string, Fact[]>;
  /** Rows marked optional (a cell that reads "Optional"); every other row is not. */
  optional?: string[];
  /** Rows marked required (a cell that reads "Yes" or "Required"); every other row is not. */
  required?: string[];
};

/** A request a page's samples send: every language of the sample sends exactly this. */
export type RequestFacts = {
  method: string;
  url: string;
  /** Headers (lower-case names) and their values, the shell variables as the reader sets them. */
  headers: Record<string, string>;
  /** The section whose field table documents the body: every field sent is documented there. */
  bodyTable: string;
  /** The section that names the method and URL above the samples. */
  endpointIn: string;
};

export type PageFacts = {
  /** Facts of the whole page or of sections, by heading id ('' for the whole page). */
  sections?: Record<string, Says>;
  /** The first table of a section, by heading id. */
  tables?: Record<string, TableFacts>;
  /** The first ordered list of a section, by heading id: its items in order. */
  steps?: Record<string, Says[]>;
  /** A box (admonition) of this kind in this section that says these facts. */
  boxes?: Array<{ in: string; kind: string } & Says>;
  /** The requests of the samples, by the heading id of the section that holds them. */
  requests?: Record<string, RequestFacts>;
};

/** The links the company's own pages give, for the places the docs send a reader to. */
export const deepLinks = {
  templates: 'https://business.facebook.com/latest/whatsapp_manager/message_templates',
  messages: 'https://chitchatlabs.com/#/messages',
  settings: 'https://chitchatlabs.com/#/settings',
} as const;

const apiHeaders = {
  'x-tenant-api-key': '$CHITCHATLABS_API_KEY',
  'content-type': 'application/json',
};

export const pageFacts: Record<string, PageFacts> = {
  introduction: {
    sections: {
      'what-chitchatlabs-does': {
        says: [
          'Turning chats into tech',
          'WhatsApp',
          /personali[sz]ed messag/,
          /workflows/,
          /appointment/,
          /customers?'? questions/,
          'payments',
          /product sales|sell/,
        ],
        linksTo: ['https://chitchatlabs.com'],
      },
      'who-it-is-for': { says: [/rely on WhatsApp/] },
      required: {
        says: ['Facebook Business account', 'WhatsApp Business Profile'],
        linksTo: ['https://business.facebook.com'],
      },
      optional: {
        says: [
          'Razorpay',
          'OAuth',
          'Google Calendar',
          'appointment',
          'Google Drive',
          'images and PDFs',
        ],
      },
      'quick-start': { linksTo: ['./onboarding.mdx', './3-1-messages.mdx#quick-start'] },
      'getting-help': { linksTo: ['./support.mdx'] },
    },
  },

  onboarding: {
    sections: {
      'log-in': {
        says: ['WhatsApp number', 'one-time password', 'OTP'],
        linksTo: ['https://chitchatlabs.com'],
      },
      'configure-with-facebook': {
        says: [
          'user icon',
          'Settings',
          'Configure with Facebook',
          'WhatsApp Business Account',
          'WABA',
        ],
        linksTo: [deepLinks.settings],
      },
    },
  },

  '3-0-messages': {
    sections: {
      'message-templates': { says: ['WhatsApp Manager'] },
      'open-whatsapp-manager': {
        says: ['business.facebook.com', 'WhatsApp Manager', 'message templates'],
        linksTo: [deepLinks.templates],
      },
      'submit-for-approval': { linksTo: [deepLinks.templates] },
      contacts: {
        says: ['Messages', 'Contacts', /one by one/, 'CSV'],
        linksTo: [deepLinks.messages],
      },
      'select-recipients': {
        says: [/one or more field values/, /search results/, /every contact/],
      },
      parameters: { says: ['fixed', 'double braces', '{{name}}'] },
      tags: { says: [/same template/] },
      send: { says: ['confirmation', 'being sent'] },
      payload: {
        says: ['en', 'image', 'video', 'document', 'link', '"buttons": ["{{video_link}}"]'],
      },
      monitoring: {
        says: ['Messages', 'status', /template, tag, status/, 'error', "Meta's documentation"],
        linksTo: [deepLinks.messages],
      },
      '': { linksTo: ['/examples/contacts.csv'] },
    },
    boxes: [{ in: 'message-templates', kind: 'warning', says: ['Meta', 'approv'] }],
    tables: {
      'template-parts': {
        rows: {
          Category: ['Marketing', 'Utility', 'Authentication'],
          Header: ['Text', 'image', 'document', 'video', /media in the header is a parameter/],
          Body: ['formatting', 'emoji', '{{1}}', '{{2}}'],
          Footer: [/grey text/],
          Buttons: [/dynamic (URL )?suffix/],
        },
      },
      'contact-fields': {
        rows: {
          name: [],
          mobile: [],
          'Any other column': ['custom field', 'template parameter', 'filter'],
        },
        required: ['name', 'mobile'],
      },
      payload: {
        rows: { language: [], file: [], params: [], tag: [], buttons: [] },
        optional: ['file', 'tag'],
      },
    },
  },

  '3-1-messages': {
    sections: {
      // Trying the template from the app first, from documented steps only.
      'send-to-yourself-first': {
        says: [
          'Contacts',
          'add yourself',
          'name',
          'mobile',
          'Search for yourself',
          'Send Message',
          'Send',
          'being sent',
          'phone',
          'Messages',
          'status',
        ],
        linksTo: [deepLinks.messages],
      },
      'check-before-you-send': {
        says: [
          'approved',
          'fb_template',
          'exactly',
          'language',
          'params',
          'one value for each',
          'to.mobile',
          'digits only',
          'no +',
        ],
        linksTo: [deepLinks.templates],
      },
      // Each symptom points only to documented places.
      troubleshooting: {
        says: ['not 2xx', 'Nothing arrives', 'failed', "Meta's documentation"],
        linksTo: ['#check-before-you-send', './support.mdx#what-to-include', deepLinks.messages],
      },
      authentication: { says: ['x-tenant-api-key', 'application/json'] },
      'find-your-api-key': {
        says: ['Settings → Account Information'],
        linksTo: [deepLinks.settings],
      },
      'template-to-request': {
        says: [
          'fb_template',
          'language',
          'params',
          'file',
          'button',
          'text header',
          'not document',
        ],
      },
      'single-message': { says: [/not (have to|need to) be (one of your|a) contacts?/] },
      'after-you-call': {
        says: ['HTTP status', 'not documented', 'Messages', "Meta's documentation"],
        linksTo: [
          deepLinks.messages,
          './3-0-messages.mdx#monitoring',
          './support.mdx#what-to-include',
        ],
      },
    },
    steps: {
      'quick-start': [
        { linksTo: ['./onboarding.mdx'] },
        { says: ['approved', 'name', 'language'], linksTo: [deepLinks.templates] },
        { says: ['API key'], linksTo: [deepLinks.settings] },
        { says: ['own'], linksTo: ['#single-message-example'] },
        { says: ['phone', 'Messages'], linksTo: [deepLinks.messages] },
      ],
    },
    boxes: [
      {
        in: 'send-to-yourself-first',
        kind: 'warning',
        says: ['search results', 'all of your contacts'],
      },
      { in: 'authentication', kind: 'danger', says: ['client-side code'] },
      {
        // The gaps the company's pages leave: the page names them, never fills them.
        in: 'after-you-call',
        kind: 'note',
        says: [
          'response body and status codes',
          'error responses',
          'rate limits',
          /test or sandbox mode/,
          /en or en_US/,
          /how searchSpec matches/,
          /empty searchSpec/,
          /file\.link must be publicly reachable/,
        ],
        linksTo: ['./support.mdx'],
      },
    ],
    tables: {
      authentication: {
        rows: { 'x-tenant-api-key': [], 'Content-Type': ['application/json'] },
      },
      'single-message-body': {
        rows: {
          to: [],
          'to.mobile': ['country code', 'no `+`', '15551234567'],
          'to.name': [],
          fb_template: [],
          language: [],
          file: [],
          'file.type': ['image', 'video', 'document'],
          'file.link': [],
          params: [],
          tag: [],
        },
        optional: ['file', 'tag'],
      },
      'bulk-message-body': {
        rows: {
          searchSpec: ['object', '{"city": "Pune"}'],
          fb_template: [],
          language: [],
          file: [],
          'file.type': ['image', 'video', 'document'],
          'file.link': [],
          params: [/\{\{column\}\}|double braces/],
          tag: [],
        },
        optional: ['file', 'tag'],
      },
    },
    requests: {
      'single-message-example': {
        method: 'POST',
        url: 'https://app.chitchatlabs.com/chat-service/apis/message/single',
        headers: apiHeaders,
        bodyTable: 'single-message-body',
        endpointIn: 'single-message',
      },
      'bulk-message-example': {
        method: 'POST',
        url: 'https://app.chitchatlabs.com/chat-service/apis/message/blast',
        headers: apiHeaders,
        bodyTable: 'bulk-message-body',
        endpointIn: 'bulk-message',
      },
    },
  },

  support: {
    sections: {
      '': {
        linksTo: ['mailto:info@chitchatlabs.com', 'tel:+919739978284'],
        says: ['+91 97399 78284'],
      },
      'what-to-include': {
        says: ['template name', 'tag', 'expected', 'happened', 'error type'],
        linksTo: [deepLinks.messages],
      },
    },
  },
};
