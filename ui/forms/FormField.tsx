import type { InputHTMLAttributes } from 'react';
import { FieldLabel } from './FieldLabel';
import { HelpDescription, useHelpDescription } from './HelpDescription';
import { PasswordInput } from './PasswordInput';

export interface FormFieldProps {
  /** The input's id; the error and help ids are made from it. */
  id: string;
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  required: boolean;
  autoComplete: string;
  defaultValue?: string;
  /** The message shown beside the field; the input is marked invalid while there is one. */
  error?: string | undefined;
  help?: string;
  onChange?: (value: string) => void;
}

/**
 * A labelled input with its error beside it and, if it has one, its help description,
 * both tied to the input with aria-describedby. Password fields get the show/hide button.
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

function Field({
  id,
  name,
  label,
  type,
  required,
  autoComplete,
  defaultValue,
  error,
  onChange,
  fieldRef,
  describedBy,
  inputEvents,
  children,
}: FormFieldProps & {
  fieldRef?: React.Ref<HTMLDivElement>;
  describedBy?: string;
  inputEvents?: Pick<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onClick'>;
  children?: React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const input = {
    id,
    name,
    required,
    autoComplete,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(e.currentTarget.value),
    ...inputEvents,
  };
  return (
    <div className={`form-row${error ? ' form-row--invalid' : ''}`} ref={fieldRef}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {type === 'password' ? <PasswordInput {...input} /> : <input {...input} type={type} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
