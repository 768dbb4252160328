import type { BuilderState } from './state';
import type { BuilderSpec } from './types';

/** Where a message belongs: an input of the form. */
export type FieldId =
  | 'template'
  | 'language'
  | 'mobile'
  | 'name'
  | 'filters'
  | `filter-field-${number}`
  | `filter-value-${number}`
  | `param-${number}`
  | 'mediaType'
  | 'mediaLink'
  | 'tag';

export type Message = { field: FieldId; text: string };

export type Checked = {
  /** The JSON body, when every field is usable; never a body with a problem in it. */
  body: Record<string, unknown> | undefined;
  /** What stops the request, next to the field it is about. */
  problems: Message[];
  /** What the builder changed for the reader (a `+` or spaces removed from the number). */
  notes: Message[];
};

/** The characters a reader may type in a phone number that the builder removes. */
const removable = { '+': 'the +', ' ': 'spaces', '-': 'dashes' } as const;

export type MobileCheck = { digits: string; removed: string[]; problem?: string };

/** The number as the API wants it: digits only, country code first, no `+`. */
export function checkMobile(typed: string): MobileCheck {
  const removed = Object.entries(removable)
    .filter(([character]) => typed.trim().includes(character))
    .map(([, what]) => what);
  const digits = typed.replace(/[+\s-]/g, '');
  if (digits === '') {
    return { digits, removed: [], problem: 'Enter the mobile number, with its country code.' };
  }
  const others = [...new Set(digits.replace(/[0-9]/g, ''))];
  if (others.length > 0) {
    const listed = others.map((c) => `“${c}”`).join(' ');
    return {
      digits,
      removed,
      problem: `Use digits only: remove ${listed}. Write the country code first, without a +.`,
    };
  }
  return { digits, removed };
}

const listed = (words: string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Whether a link is a full web address. */
function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Checks what the reader typed and, when nothing is missing or malformed, builds the
 * request body in the order of the schema. Template, language and recipient are
 * required; file and tag only when given.
 */
export function checkState(state: BuilderState, spec: BuilderSpec): Checked {
  const problems: Message[] = [];
  const notes: Message[] = [];
  const problem = (field: FieldId, text: string): void => void problems.push({ field, text });

  const template = state.template.trim();
  const language = state.language.trim();
  if (!template) problem('template', 'Enter the template name, exactly as in WhatsApp Manager.');
  if (!language) problem('language', 'Enter the language of the template, such as en.');

  const recipient: Record<string, unknown> = {};
  if (state.endpoint === 'single') {
    const mobile = checkMobile(state.mobile);
    if (mobile.problem) problem('mobile', mobile.problem);
    else if (mobile.removed.length > 0) {
      notes.push({
        field: 'mobile',
        text: `Removed ${listed(mobile.removed)}: the request sends ${mobile.digits}.`,
      });
    }
    const name = state.name.trim();
    if (!name) problem('name', "Enter the recipient's name.");
    recipient.to = { mobile: mobile.digits, name };
  } else {
    const searchSpec: Record<string, string> = {};
    state.filters.forEach((row, i) => {
      const field = row.field.trim();
      if (!field) problem(`filter-field-${i}`, 'Enter the contact field to match, such as city.');
      else if (field in searchSpec) {
        problem(`filter-field-${i}`, `${field} is already in the filter: use each field once.`);
      }
      if (row.value === '') {
        problem(`filter-value-${i}`, `Enter the value ${field || 'the field'} must have.`);
      }
      if (field && !(field in searchSpec)) searchSpec[field] = row.value;
    });
    if (state.filters.length === 0) {
      problem(
        'filters',
        'Add at least one contact field and its value: what an empty filter does is not documented.',
      );
    }
    recipient.searchSpec = searchSpec;
  }

  state.params.forEach((value, i) => {
    if (value === '') problem(`param-${i}`, `Enter the value for {{${i + 1}}}, or remove it.`);
  });

  const mediaTypes = spec[state.endpoint].fields['file.type']?.enum ?? [];
  const link = state.mediaLink.trim();
  let file: Record<string, string> | undefined;
  if (state.mediaType !== '' || link !== '') {
    if (!mediaTypes.includes(state.mediaType)) {
      problem('mediaType', `Choose the kind of media: ${mediaTypes.join(', ')}.`);
    }
    if (!link) problem('mediaLink', `Enter the link to the ${state.mediaType || 'file'}.`);
    else if (!isWebLink(link)) {
      problem('mediaLink', 'Enter the full link, starting with https://.');
    }
    file = { type: state.mediaType, link };
  }

  const tag = state.tag.trim();
  const body: Record<string, unknown> = {
    ...recipient,
    fb_template: template,
    language,
    ...(file ? { file } : {}),
    params: [...state.params],
    ...(tag ? { tag } : {}),
  };
  return { body: problems.length === 0 ? body : undefined, problems, notes };
}
