import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** A form's field: an input, a text area, a select of a form. */
export const INPUT_CLASS =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-700 aria-[invalid=true]:border-rose-600 read-only:bg-stone-100 read-only:text-stone-600';

/** A list's filter: a search box, a select or a date beside others, smaller than a form's field. */
export const FILTER_FIELD = 'rounded-lg border border-stone-300 bg-white px-3 py-2 text-base';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled input with its error under it. The error is tied to the input, so a screen
 * reader reads it with the field.
 */
export function TextField({
  label,
  error,
  children,
  ...input
}: InputProps & { label: string; error?: string | undefined; children?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          className={INPUT_CLASS}
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error && errorId, input['aria-describedby']].filter(Boolean).join(' ') || undefined
          }
        />
        {children}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area with its error under it, read with the field as TextField's is. */
export function TextAreaField({
  label,
  error,
  ...textArea
}: TextAreaProps & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        className={INPUT_CLASS}
        {...textArea}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}
