// Labelled inputs: every input has a visible label; an error is tied to its input and announced.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { inputClass, labelClass } from './styles';

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; required?: boolean };

function Frame({ id, label, error, hint, required, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every control shares: its id, look, and the ARIA that ties it to its hint and error. */
function controlProps(id: string, { error, hint, required }: Pick<Common, 'error' | 'hint' | 'required'>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  };
}

export function TextField({ label, error, hint, required, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <input {...controlProps(id, { error, hint, required })} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea rows={3} {...controlProps(id, { error, hint, required })} {...input} />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <select {...controlProps(id, { error, hint, required })} {...select}>
        {children}
      </select>
    </Frame>
  );
}
