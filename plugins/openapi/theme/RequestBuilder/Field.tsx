import type { ReactNode } from 'react';

import type { FieldSpec } from '../../builder/types';
import type { FieldId, Message } from '../../builder/validate';
import * as styles from './styles.module.css';

export const inputId = (field: FieldId): string => `request-builder-${field}`;
const problemId = (field: FieldId): string => `${inputId(field)}-problem`;
const noteId = (field: FieldId): string => `${inputId(field)}-note`;
const hintId = (field: FieldId): string => `${inputId(field)}-hint`;

/** A schema description, its `code` spans as code. */
export function Described({ text }: { text: string }): ReactNode {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part || null));
}

type Messages = { problems: Message[]; notes: Message[] };

/** The message under an input, and the attributes that tie it to the input. */
export function useMessages({ problems, notes }: Messages) {
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

type MessagesFor = ReturnType<typeof useMessages>;
type InputAttributes = ReturnType<MessagesFor>['input'];

type FieldProps = {
  field: FieldId;
  label: ReactNode;
  /** The request's field this input fills, shown as code. */
  name?: string;
  /** The schema's description, shown under the input. */
  description?: string;
  messagesFor: MessagesFor;
  className?: string;
  /** The input, given the attributes that tie it to its label and messages. */
  children: (input: InputAttributes) => ReactNode;
};

/** An input with its label, its messages and the schema's description. */
export function Field(props: FieldProps): ReactNode {
  const { field, label, name, description, messagesFor, children } = props;
  const { input, messages } = messagesFor(field, Boolean(description));
  return (
    <div className={props.className ?? styles.field}>
      <label htmlFor={input.id} className={styles.label}>
        {label} {name && <code className={styles.fieldName}>{name}</code>}
      </label>
      {children(input)}
      {messages}
      {description && (
        <p id={hintId(field)} className={styles.hint}>
          <Described text={description} />
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'description' | 'children'> & {
  spec?: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'tel';
};

export function TextField(props: TextFieldProps): ReactNode {
  const { spec, value, onChange, type = 'text', ...field } = props;
  return (
    <Field {...field} description={spec?.description}>
      {(input) => (
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
      )}
    </Field>
  );
}

type GroupProps = {
  legend: string;
  /** The request's field the group fills, shown as code. */
  name?: string;
  /** The schema's description, shown under the legend. */
  description?: string;
  children: ReactNode;
};

/** A fieldset of the form, for one field of the request. */
export function Group({ legend, name, description, children }: GroupProps): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}
        {name && (
          <>
            {' '}
            <code className={styles.fieldName}>{name}</code>
          </>
        )}
      </legend>
      {description !== undefined && (
        <p className={styles.hint}>
          <Described text={description} />
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** One row of a list the reader adds to: its inputs and a button that removes it. */
type EntryProps = { removeLabel: string; onRemove: () => void; children: ReactNode };

export function Entry(props: EntryProps): ReactNode {
  return (
    <div className={styles.entry}>
      {props.children}
      <button
        type="button"
        className={styles.remove}
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      >
        Remove
      </button>
    </div>
  );
}
