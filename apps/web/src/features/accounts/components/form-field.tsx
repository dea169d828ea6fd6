import { useState } from 'react';
import { Check, Eye, EyeOff, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { passwordChecklist } from '@shop/shared/accounts';
import { INPUT_CLASS, TextField, type InputProps } from '@shop/ui/text-field.tsx';
import { fieldMessage, passwordRuleMessages } from '../account-words.ts';

/** The e-mail field every account form starts with. */
export function EmailField({ error, ...props }: InputProps & { error?: string | undefined }) {
  const { t } = useLingui();
  return <AccountField label={t`Email`} type="email" autoComplete="email" error={error} {...props} />;
}

/**
 * A labelled field whose error, one of the shared schemas' messages, shows in the page's
 * language.
 */
export function AccountField({
  error,
  ...props
}: Parameters<typeof TextField>[0] & { error?: string | undefined }) {
  const { i18n } = useLingui();
  return <TextField {...props} error={fieldMessage(i18n, error)} />;
}

/** Whether passwords are shown in clear, with the eye button that switches it. */
export function usePasswordVisibility() {
  const [visible, setVisible] = useState(false);
  return { visible, type: visible ? 'text' : 'password', toggle: () => setVisible(!visible) };
}

export function ShowPasswordButton({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={visible ? t`Hide password` : t`Show password`}
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
    <AccountField {...props} type={type} className={`${INPUT_CLASS} pr-12`}>
      <ShowPasswordButton visible={visible} onToggle={toggle} />
    </AccountField>
  );
}

/** The live checklist under a new password. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { i18n, t } = useLingui();
  const rules = passwordRuleMessages();
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm" aria-label={t`Password requirements`}>
      {Object.entries(passwordChecklist(password)).map(([rule, met], index) => (
        <li key={rule} className={`flex items-center gap-2 ${met ? 'text-emerald-800' : 'text-stone-600'}`}>
          {met ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{rules[index] ? i18n._(rules[index]) : rule}</span>
          <span className="sr-only">{met ? t`(met)` : t`(not met)`}</span>
        </li>
      ))}
    </ul>
  );
}
