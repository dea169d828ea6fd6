import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Check, Eye, EyeOff, X } from 'lucide-react';
import { passwordChecklist } from '@shop/shared/accounts';

export const INPUT_CLASS =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-700 aria-[invalid=true]:border-rose-600 read-only:bg-stone-100 read-only:text-stone-600';

export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-brand-100 bg-white px-4 py-2.5 font-medium text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

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

/** The e-mail field every account form starts with. */
export function EmailField(props: InputProps & { error?: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}

/** Whether passwords are shown in clear, with the eye button that switches it. */
export function usePasswordVisibility() {
  const [visible, setVisible] = useState(false);
  return { visible, type: visible ? 'text' : 'password', toggle: () => setVisible(!visible) };
}

export function ShowPasswordButton({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-brand-900"
    >
      {visible ? (
        <EyeOff aria-hidden="true" className="size-5" />
      ) : (
        <Eye aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

/** A password field with its own show/hide button. */
export function PasswordField(props: InputProps & { label: string; error?: string | undefined }) {
  const { visible, type, toggle } = usePasswordVisibility();
  return (
    <TextField {...props} type={type} className={`${INPUT_CLASS} pr-12`}>
      <ShowPasswordButton visible={visible} onToggle={toggle} />
    </TextField>
  );
}

/** The live checklist under a new password (accounts spec section 2). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm" aria-label="Password requirements">
      {Object.entries(passwordChecklist(password)).map(([rule, met]) => (
        <li key={rule} className={`flex items-center gap-2 ${met ? 'text-emerald-800' : 'text-stone-600'}`}>
          {met ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{rule}</span>
          <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
