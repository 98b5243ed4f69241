import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';
import { HelpDescription, useHelpDescription } from './HelpDescription';
import { PasswordInput } from './PasswordInput';

/** What a field's control takes from its row: its id and name, and the error and notes that describe it. */
export interface FieldControl {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldBase {
  /** The control's id; the error's, the note's and the help's ids are made from it (`-error`, `-help`). */
  id: string;
  name: string;
  label: string;
  required: boolean;
  /** The label as written, without the required or optional mark. */
  plainLabel?: boolean;
  /** The message shown beside the field; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** A description always shown under the control, before the error. */
  note?: string;
  /** A description that slides in while the field is in use (the helpDescription machine). */
  help?: string;
}

/** A field whose control is a text, e-mail, phone or password input. */
export interface InputFieldProps extends FieldBase {
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  control?: never;
}

/** A field whose control is drawn by the form (a select, a textarea, a file input) from the props it is given. */
export interface ControlFieldProps extends FieldBase {
  control: (props: FieldControl) => ReactNode;
  type?: never;
}

export type FormFieldProps = InputFieldProps | ControlFieldProps;

/**
 * One field of any form: its label, its control, the error beside it and its notes,
 * tied to the control with aria-describedby in the order they stand in the page (note,
 * error, help). Password inputs get the show/hide button. Every form's fields are one of
 * these, so the markup and the id scheme (`{id}-error`, `{id}-help`) are the same everywhere.
 */
export function FormField(props: FormFieldProps) {
  return props.help ? <FieldWithHelp {...props} help={props.help} /> : <Field {...props} />;
}

function FieldWithHelp(props: FormFieldProps & { help: string }) {
  const help = useHelpDescription();
  const helpId = `${props.id}-help`;
  return (
    <Field {...props} fieldRef={help.fieldRef} describedBy={helpId} inputEvents={help.inputEvents}>
      <HelpDescription id={helpId} text={props.help} state={help.state} />
    </Field>
  );
}

function Field(
  props: FormFieldProps & {
    fieldRef?: React.Ref<HTMLDivElement>;
    describedBy?: string;
    inputEvents?: Pick<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onClick'>;
    children?: ReactNode;
  },
) {
  const { id, name, label, required, plainLabel, error, note, fieldRef, describedBy, inputEvents, children } = props;
  const errorId = `${id}-error`;
  const noteId = `${id}-help`;
  const described = [note ? noteId : '', error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  const control: FieldControl = {
    id,
    name,
    required,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
  return (
    <div className={`form-row${error ? ' form-row--invalid' : ''}`} ref={fieldRef}>
      {plainLabel ? <label htmlFor={id}>{label}</label> : <FieldLabel htmlFor={id} label={label} required={required} />}
      {props.control ? props.control(control) : <Input {...props} control={control} inputEvents={inputEvents} />}
      {note && (
        <span id={noteId} className="form-help">
          {note}
        </span>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

function Input({
  type,
  autoComplete,
  defaultValue,
  onChange,
  control,
  inputEvents,
}: Omit<InputFieldProps, 'control'> & {
  control: FieldControl;
  inputEvents?: Pick<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onClick'> | undefined;
}) {
  const input = {
    ...control,
    autoComplete,
    defaultValue,
    onChange: onChange && ((e: React.ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.value)),
    ...inputEvents,
  };
  return type === 'password' ? <PasswordInput {...input} /> : <input {...input} type={type} />;
}
