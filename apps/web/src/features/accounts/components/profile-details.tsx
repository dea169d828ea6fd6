import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { ProfileUpdateBodySchema, type UserProfile } from '@shop/shared/accounts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shop/shared/languages';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { INPUT_CLASS } from '@shop/ui/text-field.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { AccountField } from './form-field.tsx';

const FIELDS = [
  { name: 'firstName', label: msg`First name`, autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Last name`, autoComplete: 'family-name' },
  { name: 'email', label: msg`Email`, autoComplete: 'email' },
  { name: 'phoneNumber', label: msg`Phone number`, autoComplete: 'tel-national' },
  { name: 'address', label: msg`Address`, autoComplete: 'street-address' },
  { name: 'city', label: msg`City`, autoComplete: 'address-level2' },
  { name: 'postalCode', label: msg`Postal code`, autoComplete: 'postal-code' },
  { name: 'country', label: msg`Country`, autoComplete: 'country-name' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type FormValues = Record<FieldName, string> & { language: Language };

/** The account's language for e-mails: English for one that never chose. */
const languageOf = (profile: UserProfile): Language => profile.language ?? 'en';

const valuesOf = (profile: UserProfile): FormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName ?? '',
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  postalCode: profile.postalCode ?? '',
  country: profile.country ?? '',
  language: languageOf(profile),
});

/** The Profile tab: the details in view mode, and a form in edit mode. */
export function ProfileDetails({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
}) {
  const [editing, setEditing] = useState(false);
  const { i18n, t } = useLingui();
  return editing ? (
    <ProfileForm
      profile={profile}
      onDone={(saved) => {
        if (saved) onSaved(saved);
        setEditing(false);
      }}
    />
  ) : (
    <div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label }) => (
          // min-w-0: a grid cell otherwise grows to its longest word, a long e-mail address.
          <div key={name} className="min-w-0">
            <dt className="text-sm font-medium text-stone-600">{i18n._(label)}</dt>
            <dd className={`mt-0.5 ${profile[name] ? 'text-stone-900' : 'italic text-stone-500'}`}>
              {profile[name] || t`Not provided`}
            </dd>
          </div>
        ))}
        <div className="min-w-0">
          <dt className="text-sm font-medium text-stone-600">
            <Trans>Language for e-mails</Trans>
          </dt>
          <dd className="mt-0.5 text-stone-900">{LANGUAGE_NAMES[languageOf(profile)]}</dd>
        </div>
      </dl>
      <button type="button" className={`${SECONDARY_BUTTON} mt-6`} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit Profile</Trans>
      </button>
    </div>
  );
}

/** Edit mode; Cancel leaves it with the values as they were (the form is dropped). */
function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: (saved?: UserProfile) => void }) {
  const { updateProfile, loading } = useAuth();
  const emailHintId = useId();
  const languageId = useId();
  const { i18n, t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useAccountForm(ProfileUpdateBodySchema, valuesOf(profile));

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (body) => {
        const saved = await updateProfile({ ...body, email: profile.email });
        if (saved) onDone(saved);
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete }) =>
          name === 'email' ? (
            <AccountField
              key={name}
              label={i18n._(label)}
              type="email"
              readOnly
              value={profile.email}
              aria-describedby={emailHintId}
            />
          ) : (
            <AccountField
              key={name}
              label={i18n._(label)}
              autoComplete={autoComplete}
              type={name === 'phoneNumber' ? 'tel' : 'text'}
              error={errors[name]?.message}
              {...register(name)}
            />
          ),
        )}
        <div>
          <label htmlFor={languageId} className="mb-1 block text-sm font-medium text-stone-800">
            <Trans>Language for e-mails</Trans>
          </label>
          <select id={languageId} className={INPUT_CLASS} {...register('language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={emailHintId} className="mt-2 text-sm text-stone-600">
        <Trans>The email address cannot be changed.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={!isValid || loading}>
          {loading ? t`Saving...` : t`Save Changes`}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => onDone()}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
