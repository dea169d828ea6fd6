import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import { ACCOUNT_TEXTS, ProfileUpdateBodySchema, type UserProfile } from '@shop/shared/accounts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'tel-national' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type FormValues = Record<FieldName, string>;

const valuesOf = (profile: UserProfile): FormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName ?? '',
  email: profile.email,
  phoneNumber: profile.phoneNumber ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  postalCode: profile.postalCode ?? '',
  country: profile.country ?? '',
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
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className={`mt-0.5 ${profile[name] ? 'text-stone-900' : 'italic text-stone-500'}`}>
              {profile[name] || ACCOUNT_TEXTS.notProvided}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className={`${SECONDARY_BUTTON} mt-6`} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit Profile
      </button>
    </div>
  );
}

/** Edit mode; Cancel leaves it with the values as they were (the form is dropped). */
function ProfileForm({ profile, onDone }: { profile: UserProfile; onDone: (saved?: UserProfile) => void }) {
  const { updateProfile, loading } = useAuth();
  const emailHintId = useId();
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
            <TextField
              key={name}
              label={label}
              type="email"
              readOnly
              value={profile.email}
              aria-describedby={emailHintId}
            />
          ) : (
            <TextField
              key={name}
              label={label}
              autoComplete={autoComplete}
              type={name === 'phoneNumber' ? 'tel' : 'text'}
              error={errors[name]?.message}
              {...register(name)}
            />
          ),
        )}
      </div>
      <p id={emailHintId} className="mt-2 text-sm text-stone-600">
        The email address cannot be changed.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={!isValid || loading}>
          {loading ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
