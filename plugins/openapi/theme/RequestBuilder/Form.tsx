import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import BrowserHighlightedCodeBlock from '@theme/BrowserHighlightedCodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import { samples } from '../../builder/code';
import { initialState, type BuilderState, type FilterRow } from '../../builder/state';
import type { BuilderSpec } from '../../builder/types';
import { hasSavedState, searchWithState, stateFromSearch } from '../../builder/urlState';
import { checkState } from '../../builder/validate';
import { Entry, Field, Group, TextField, inputId, useMessages } from './Field';
import css, * as styles from './styles.module.css';

export type FormProps = {
  /** What the form needs of openapi.yaml, as JSON (plugins/openapi/builder/remark.ts). */
  spec: string;
};

/** The page's example tabs, so the reader's language choice is the same in both. */
const languages = [
  { value: 'curl', label: 'cURL' },
  { value: 'js', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
] as const;

/** The inputs that each fill one text of the state and one field of the request. */
const textInputs = {
  template: { label: 'Template name', name: 'fb_template', spec: 'fb_template' },
  language: { label: 'Language', name: 'language', spec: 'language' },
  mobile: { label: 'Mobile number', name: 'mobile', spec: 'to.mobile', type: 'tel' },
  name: { label: 'Name', name: 'name', spec: 'to.name' },
  mediaLink: { label: 'Link', name: 'link', spec: 'file.link', type: 'url' },
  tag: { label: 'Tag, optional', name: 'tag', spec: 'tag' },
} as const;

/** The list without its item at `i`. */
const without = <T,>(list: T[], i: number): T[] => list.filter((_, j) => j !== i);

/** Writes the form's values into the page address, without a new history entry. */
function useStateInAddress(state: BuilderState): void {
  const first = useRef(true);
  useEffect(() => {
    // Opening the form changes nothing: only what the reader types goes into the address.
    if (first.current) {
      first.current = false;
      return;
    }
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${searchWithState(search, state)}${hash}`,
    );
  }, [state]);
}

/**
 * Puts the form's stylesheet in the page while the form is shown, before the browser first
 * draws the form: added after, it moved the form's parts under a reader's pointer.
 */
function useStylesheet(): void {
  useLayoutEffect(() => {
    // Unit tests import the stylesheet as a class map, not as CSS text.
    if (typeof css !== 'string') return undefined;
    const style = document.createElement('style');
    style.dataset.requestBuilder = '';
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, []);
}

/**
 * The request builder: a form for either message endpoint, made from openapi.yaml, and
 * the request it makes, as cURL, JavaScript and Python, in the page's synced tabs.
 */
export default function RequestBuilderForm({ spec: specJson }: FormProps): ReactNode {
  const spec = useMemo(() => JSON.parse(specJson) as BuilderSpec, [specJson]);
  const [state, setState] = useState<BuilderState>(() =>
    hasSavedState(window.location.search)
      ? stateFromSearch(window.location.search)
      : initialState(spec),
  );
  const [focusNext, setFocusNext] = useState<string>();
  useStylesheet();
  useStateInAddress(state);
  useEffect(() => {
    if (focusNext) document.getElementById(focusNext)?.focus();
  }, [focusNext]);

  const checked = checkState(state, spec);
  const messagesFor = useMessages(checked);
  const fields = spec[state.endpoint].fields;
  const update = (change: Partial<BuilderState>): void => setState((s) => ({ ...s, ...change }));
  const setFilter = (i: number, change: Partial<FilterRow>): void =>
    setState((s) => ({
      ...s,
      filters: s.filters.map((row, j) => (j === i ? { ...row, ...change } : row)),
    }));

  const status =
    checked.problems.length > 0
      ? `${checked.problems.length === 1 ? 'One field needs' : `${checked.problems.length} fields need`} a change: ${checked.problems[0].text}`
      : [...checked.notes.map((n) => n.text), 'The request is ready to copy.'].join(' ');
  const written =
    checked.body &&
    samples({ endpoint: state.endpoint, url: spec[state.endpoint].url, body: checked.body });
  const filtersMessages = messagesFor('filters');
  const media = spec[state.endpoint].fields['file.type']?.enum ?? [];
  const textInput = (field: keyof typeof textInputs): ReactNode => {
    const { spec: path, ...input } = textInputs[field];
    return (
      <TextField
        {...input}
        field={field}
        spec={fields[path]}
        value={state[field]}
        onChange={(value) => update({ [field]: value })}
        messagesFor={messagesFor}
      />
    );
  };

  return (
    <div className={styles.builder}>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <Group legend="Send to">
          <div className={styles.choices}>
            {(['single', 'bulk'] as const).map((kind) => (
              <label key={kind} className={styles.choice}>
                <input
                  type="radio"
                  name="request-builder-endpoint"
                  value={kind}
                  checked={state.endpoint === kind}
                  onChange={() => update({ endpoint: kind })}
                />{' '}
                {kind === 'single' ? 'One number' : 'Contacts that match a filter'}
                <span className={styles.hint}>
                  {spec[kind].summary}, <code>{spec[kind].url.split('/').slice(-2).join('/')}</code>
                </span>
              </label>
            ))}
          </div>
        </Group>

        <div className={styles.pair}>
          {textInput('template')}
          {textInput('language')}
        </div>

        {state.endpoint === 'single' ? (
          <Group legend="Recipient" name="to">
            <div className={styles.pair}>
              {textInput('mobile')}
              {textInput('name')}
            </div>
          </Group>
        ) : (
          <Group
            legend="Contact filter"
            name="searchSpec"
            description={fields.searchSpec?.description ?? ''}
          >
            {state.filters.map((row, i) => (
              <Entry
                key={i}
                removeLabel={`Remove contact field ${i + 1}${row.field ? ` (${row.field})` : ''}`}
                onRemove={() => setState((s) => ({ ...s, filters: without(s.filters, i) }))}
              >
                {(['field', 'value'] as const).map((part) => (
                  <TextField
                    key={part}
                    field={`filter-${part}-${i}`}
                    label={`${part === 'field' ? 'Contact field' : 'Value'} ${i + 1}`}
                    className={styles.entryField}
                    value={row[part]}
                    onChange={(text) => setFilter(i, { [part]: text })}
                    messagesFor={messagesFor}
                  />
                ))}
              </Entry>
            ))}
            <button
              type="button"
              {...filtersMessages.input}
              className={styles.add}
              onClick={() => {
                setState((s) => ({ ...s, filters: [...s.filters, { field: '', value: '' }] }));
                setFocusNext(inputId(`filter-field-${state.filters.length}`));
              }}
            >
              Add a contact field
            </button>
            {filtersMessages.messages}
          </Group>
        )}

        <Group legend="Parameters" name="params" description={fields.params?.description ?? ''}>
          {state.params.map((value, i) => (
            <Entry
              key={i}
              removeLabel={`Remove {{${i + 1}}}`}
              onRemove={() => setState((s) => ({ ...s, params: without(s.params, i) }))}
            >
              <TextField
                field={`param-${i}`}
                label={<code>{`{{${i + 1}}}`}</code>}
                className={styles.entryField}
                value={value}
                onChange={(param) =>
                  setState((s) => ({
                    ...s,
                    params: s.params.map((p, j) => (j === i ? param : p)),
                  }))
                }
                messagesFor={messagesFor}
              />
            </Entry>
          ))}
          <button
            type="button"
            className={styles.add}
            onClick={() => {
              setState((s) => ({ ...s, params: [...s.params, ''] }));
              setFocusNext(inputId(`param-${state.params.length}`));
            }}
          >
            Add <code>{`{{${state.params.length + 1}}}`}</code>
          </button>
        </Group>

        <Group legend="Media, optional" name="file" description={fields.file?.description ?? ''}>
          <div className={styles.pair}>
            <Field
              field="mediaType"
              label="Type"
              name="type"
              description={fields['file.type']?.description}
              messagesFor={messagesFor}
            >
              {(input) => (
                <select
                  {...input}
                  className={styles.input}
                  value={state.mediaType}
                  onChange={(event) => update({ mediaType: event.target.value })}
                >
                  <option value="">No media</option>
                  {media.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {textInput('mediaLink')}
          </div>
        </Group>

        {textInput('tag')}
      </form>

      <div className={styles.output}>
        <p className={styles.outputTitle}>Your request</p>
        {written ? (
          <Tabs groupId="language">
            {languages.map(({ value, label }) => {
              const sample = written[value];
              return (
                <TabItem key={value} value={value} label={label}>
                  <BrowserHighlightedCodeBlock language={sample.language} title={sample.title}>
                    {sample.code}
                  </BrowserHighlightedCodeBlock>
                </TabItem>
              );
            })}
          </Tabs>
        ) : (
          <div className={styles.blocked}>
            <p>Your request appears here once these fields are fixed:</p>
            <ul>
              {checked.problems.map((problem) => (
                <li key={problem.field}>
                  <a href={`#${inputId(problem.field)}`}>{problem.text}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
