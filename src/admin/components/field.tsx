// Labelled inputs: every input has a visible label; an error is tied to its input and announced.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
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
      <FieldError id={`${id}-error`} error={error} />
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

/** A field: the frame takes its label, error, hint and required mark; `control` draws its control with the rest. */
function Field<Props>({
  props,
  control,
}: {
  props: Common & Props;
  control: (attributes: ReturnType<typeof controlProps>, rest: Props) => ReactNode;
}) {
  const { label, error, hint, required, ...rest } = props;
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      {control(controlProps(id, { error, hint, required }), rest as Props)}
    </Frame>
  );
}

/** A control's own attributes; `required` is the field's (its mark beside the label, and aria-required). */
type ControlAttributes<Attributes> = Omit<Attributes, 'required'>;

export function TextField(props: Common & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  return <Field props={props} control={(attributes, input) => <input {...attributes} {...input} />} />;
}

export function TextAreaField(props: Common & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <Field props={props} control={(attributes, input) => <textarea rows={3} {...attributes} {...input} />} />;
}

export function SelectField(props: Common & ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>>) {
  return <Field props={props} control={(attributes, select) => <select {...attributes} {...select} />} />;
}
