import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import { samples } from '../../builder/code';
import { initialState, type BuilderState, type FilterRow } from '../../builder/state';
import type { BuilderSpec, FieldSpec } from '../../builder/types';
import { hasSavedState, searchWithState, stateFromSearch } from '../../builder/urlState';
import { checkState, type FieldId, type Message } from '../../builder/validate';
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

const inputId = (field: FieldId): string => `request-builder-${field}`;
const problemId = (field: FieldId): string => `${inputId(field)}-problem`;
const noteId = (field: FieldId): string => `${inputId(field)}-note`;
const hintId = (field: FieldId): string => `${inputId(field)}-hint`;

/** A schema description, its `code` spans as code. */
function Described({ text }: { text: string }): ReactNode {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part || null));
}

type Messages = { problems: Message[]; notes: Message[] };

/** The message under an input, and the attributes that tie it to the input. */
function useMessages({ problems, notes }: Messages) {
  return (field: FieldId, hint = false) => {
    const problem = problems.find((m) => m.field === field);
    const note = notes.find((m) => m.field === field);
    const describedBy = [
      problem && problemId(field),
      note && noteId(field),
      hint && hintId(field),
    ].filter(Boolean);
    return {
      input: {
        id: inputId(field),
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      },
      messages: (
        <>
          {problem && (
            <p id={problemId(field)} className={styles.problem}>
              {problem.text}
            </p>
          )}
          {note && (
            <p id={noteId(field)} className={styles.note}>
              {note.text}
            </p>
          )}
        </>
      ),
    };
  };
}

type TextFieldProps = {
  field: FieldId;
  label: ReactNode;
  /** The request's field this input fills, shown as code. */
  name?: string;
  spec?: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  messagesFor: ReturnType<typeof useMessages>;
  type?: 'text' | 'url' | 'tel';
  className?: string;
};

function TextField(props: TextFieldProps): ReactNode {
  const { field, label, name, spec, value, onChange, messagesFor, type = 'text' } = props;
  const { input, messages } = messagesFor(field, Boolean(spec?.description));
  return (
    <div className={props.className ?? styles.field}>
      <label htmlFor={input.id} className={styles.label}>
        {label} {name && <code className={styles.fieldName}>{name}</code>}
      </label>
      <input
        {...input}
        className={styles.input}
        type={type}
        value={value}
        placeholder={spec?.example}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {messages}
      {spec?.description && (
        <p id={hintId(field)} className={styles.hint}>
          <Described text={spec.description} />
        </p>
      )}
    </div>
  );
}

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

/** Puts the form's stylesheet in the page while the form is shown. */
function useStylesheet(): void {
  useEffect(() => {
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
  const mediaType = messagesFor('mediaType', true);
  const media = spec[state.endpoint].fields['file.type']?.enum ?? [];

  return (
    <div className={styles.builder}>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Send to</legend>
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
        </fieldset>

        <div className={styles.pair}>
          <TextField
            field="template"
            label="Template name"
            name="fb_template"
            spec={fields.fb_template}
            value={state.template}
            onChange={(template) => update({ template })}
            messagesFor={messagesFor}
          />
          <TextField
            field="language"
            label="Language"
            name="language"
            spec={fields.language}
            value={state.language}
            onChange={(language) => update({ language })}
            messagesFor={messagesFor}
          />
        </div>

        {state.endpoint === 'single' ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>
              Recipient <code className={styles.fieldName}>to</code>
            </legend>
            <div className={styles.pair}>
              <TextField
                field="mobile"
                label="Mobile number"
                name="mobile"
                type="tel"
                spec={fields['to.mobile']}
                value={state.mobile}
                onChange={(mobile) => update({ mobile })}
                messagesFor={messagesFor}
              />
              <TextField
                field="name"
                label="Name"
                name="name"
                spec={fields['to.name']}
                value={state.name}
                onChange={(name) => update({ name })}
                messagesFor={messagesFor}
              />
            </div>
          </fieldset>
        ) : (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>
              Contact filter <code className={styles.fieldName}>searchSpec</code>
            </legend>
            <p className={styles.hint}>
              <Described text={fields.searchSpec?.description ?? ''} />
            </p>
            {state.filters.map((row, i) => (
              <div key={i} className={styles.entry}>
                <TextField
                  field={`filter-field-${i}`}
                  label={`Contact field ${i + 1}`}
                  className={styles.entryField}
                  value={row.field}
                  onChange={(field) => setFilter(i, { field })}
                  messagesFor={messagesFor}
                />
                <TextField
                  field={`filter-value-${i}`}
                  label={`Value ${i + 1}`}
                  className={styles.entryField}
                  value={row.value}
                  onChange={(value) => setFilter(i, { value })}
                  messagesFor={messagesFor}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove contact field ${i + 1}${row.field ? ` (${row.field})` : ''}`}
                  onClick={() =>
                    setState((s) => ({ ...s, filters: s.filters.filter((_, j) => j !== i) }))
                  }
                >
                  Remove
                </button>
              </div>
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
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            Parameters <code className={styles.fieldName}>params</code>
          </legend>
          <p className={styles.hint}>
            <Described text={fields.params?.description ?? ''} />
          </p>
          {state.params.map((value, i) => (
            <div key={i} className={styles.entry}>
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
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove {{${i + 1}}}`}
                onClick={() =>
                  setState((s) => ({ ...s, params: s.params.filter((_, j) => j !== i) }))
                }
              >
                Remove
              </button>
            </div>
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
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            Media, optional <code className={styles.fieldName}>file</code>
          </legend>
          <p className={styles.hint}>
            <Described text={fields.file?.description ?? ''} />
          </p>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={mediaType.input.id} className={styles.label}>
                Type <code className={styles.fieldName}>type</code>
              </label>
              <select
                {...mediaType.input}
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
              {mediaType.messages}
              <p id={hintId('mediaType')} className={styles.hint}>
                <Described text={fields['file.type']?.description ?? ''} />
              </p>
            </div>
            <TextField
              field="mediaLink"
              label="Link"
              name="link"
              type="url"
              spec={fields['file.link']}
              value={state.mediaLink}
              onChange={(mediaLink) => update({ mediaLink })}
              messagesFor={messagesFor}
            />
          </div>
        </fieldset>

        <TextField
          field="tag"
          label="Tag, optional"
          name="tag"
          spec={fields.tag}
          value={state.tag}
          onChange={(tag) => update({ tag })}
          messagesFor={messagesFor}
        />
      </form>

      <div className={styles.output}>
        <p className={styles.outputTitle}>Your request</p>
        {written ? (
          <Tabs groupId="language">
            {languages.map(({ value, label }) => {
              const sample = written[value];
              return (
                <TabItem key={value} value={value} label={label}>
                  <CodeBlock language={sample.language} title={sample.title}>
                    {sample.code}
                  </CodeBlock>
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
