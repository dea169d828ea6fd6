import { useState } from 'react';
import { Check, Eye, EyeOff, X } from 'lucide-react';
import { passwordChecklist } from '@shop/shared/accounts';
import { INPUT_CLASS, TextField, type InputProps } from '@shop/ui/text-field.tsx';

/** The e-mail field every account form starts with. */
export function EmailField(props: InputProps & { error?: string | undefined }) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
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

/** The live checklist under a new password. */
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
