import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CHECKOUT_TEXTS, COUNTRIES, DEFAULT_COUNTRY } from '@shop/shared/checkout';
import { CustomerDetailsSchema, type CustomerDetails } from '@shop/shared/checkout-api';
import type { Paise } from '@shop/shared/money';
import { characterCount, GIFT_MESSAGE_MAX, GIFT_TEXTS, type Gift } from '@shop/shared/gift-texts';
import { GiftMessageSchema } from '@shop/shared/gifts';
import { PAN_MESSAGES, panRequired, PanSchema } from '@shop/shared/pan';
import { INPUT_CLASS, TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { isWhatsAppPhone, WhatsAppUpdatesBox } from './whatsapp-updates-box.tsx';

/**
 * The details with the buyer's PAN, which is checked only when the order's total needs it, and
 * the gift, whose message is checked only when the order is a gift.
 */
type DetailsForm = CustomerDetails & {
  pan: string;
  isGift: boolean;
  giftMessage: string;
  giftWrap: boolean;
  whatsappUpdates: boolean;
};

/**
 * 'Enter Your Details': contact and billing address, checked by the shared schema with its
 * messages when the shopper proceeds; an error clears as soon as its field is edited. From a
 * total of ₹2,00,000 it also asks for the buyer's PAN, and says why. 'This is a gift' reveals
 * the gift's message, counted as the shopper counts characters, and its free wrap. Under the
 * phone, the box for updates on WhatsApp at that number, never ticked beforehand, where the
 * shop sends them.
 */
export function CustomerDetailsDialog({
  open,
  prefill,
  totalPaise,
  offerWhatsApp,
  onCancel,
  onProceed,
}: {
  open: boolean;
  prefill: Partial<CustomerDetails>;
  totalPaise: Paise;
  /** Whether the shop sends updates on WhatsApp (`GET /api/config`). */
  offerWhatsApp: boolean;
  onCancel: () => void;
  onProceed: (
    details: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
  ) => void;
}) {
  const headingId = useId();
  const countryId = useId();
  const panReasonId = useId();
  const giftCountId = useId();
  const needsPan = panRequired(totalPaise);
  const schema = useMemo(
    () =>
      CustomerDetailsSchema.extend({
        pan: needsPan ? PanSchema : z.string(),
        isGift: z.boolean(),
        giftMessage: z.string(),
        giftWrap: z.boolean(),
        whatsappUpdates: z.boolean(),
      }).superRefine((form, context) => {
        if (!form.isGift) return;
        const message = GiftMessageSchema.safeParse(form.giftMessage);
        if (!message.success) {
          context.addIssue({
            code: 'custom',
            path: ['giftMessage'],
            message: message.error.issues[0]?.message,
          });
        }
      }),
    [needsPan],
  );
  const blank: DetailsForm = {
    name: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
    pan: '',
    isGift: false,
    giftMessage: '',
    giftWrap: false,
    whatsappUpdates: false,
  };
  const { register, handleSubmit, clearErrors, formState, control, setValue } = useForm<DetailsForm>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: blank,
    // The profile may arrive after the dialog is drawn: it fills the fields the shopper has
    // not typed in, and never overwrites what they typed.
    values: { ...blank, ...prefill },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;
  const field = (name: keyof DetailsForm) => register(name, { onChange: () => clearErrors(name) });
  const isGift = useWatch({ control, name: 'isGift' });
  const giftLength = characterCount(useWatch({ control, name: 'giftMessage' }));
  const phone = useWatch({ control, name: 'phone' });
  const whatsappUpdates = useWatch({ control, name: 'whatsappUpdates' });
  const proceed = ({ pan, isGift, giftMessage, giftWrap, whatsappUpdates, ...details }: DetailsForm) =>
    onProceed(
      details,
      needsPan ? pan : undefined,
      isGift ? { message: GiftMessageSchema.parse(giftMessage), wrap: giftWrap } : undefined,
      // The box names the number it is for: with no number to name, it was never ticked.
      offerWhatsApp && whatsappUpdates && isWhatsAppPhone(details.phone),
    );

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      aria-labelledby={headingId}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-brand-900/60"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(proceed)(event)} className="space-y-5">
        <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
          {CHECKOUT_TEXTS.detailsTitle}
        </h2>
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">{CHECKOUT_TEXTS.contactInformation}</legend>
          <TextField
            label="Full name"
            autoComplete="name"
            data-autofocus
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...field('email')}
          />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.phone?.message}
            {...register('phone', {
              onChange: (event: { target: { value: string } }) => {
                clearErrors('phone');
                // A tick given for a number no longer typed is no consent to the next one.
                if (!isWhatsAppPhone(event.target.value)) setValue('whatsappUpdates', false);
              },
            })}
          />
          {offerWhatsApp && (
            <WhatsAppUpdatesBox
              phone={phone}
              checked={whatsappUpdates}
              onChange={(checked) => setValue('whatsappUpdates', checked)}
            />
          )}
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">{CHECKOUT_TEXTS.billingAddress}</legend>
          <TextField
            label="Street address"
            autoComplete="street-address"
            error={errors.address?.message}
            {...field('address')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="City"
              autoComplete="address-level2"
              error={errors.city?.message}
              {...field('city')}
            />
            <TextField
              label="State"
              autoComplete="address-level1"
              error={errors.state?.message}
              {...field('state')}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.zipCode?.message}
              {...field('zipCode')}
            />
            <div>
              <label htmlFor={countryId} className="mb-1 block text-sm font-medium text-stone-800">
                Country
              </label>
              <select
                id={countryId}
                className={INPUT_CLASS}
                autoComplete="country-name"
                {...field('country')}
              >
                {COUNTRIES.map((country) => (
                  <option key={country}>{country}</option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="sr-only">{GIFT_TEXTS.heading}</legend>
          <label className="flex items-start gap-2 font-semibold text-stone-900">
            <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...field('isGift')} />
            <span>
              {GIFT_TEXTS.isGift}
              <span className="block text-sm font-normal text-stone-600">{GIFT_TEXTS.isGiftHint}</span>
            </span>
          </label>
          {isGift && (
            <div className="space-y-3 border-l-4 border-brand-200 pl-3">
              <div>
                <TextAreaField
                  label={GIFT_TEXTS.message}
                  rows={3}
                  placeholder={GIFT_TEXTS.messageHint}
                  error={errors.giftMessage?.message}
                  {...field('giftMessage')}
                />
                <p
                  id={giftCountId}
                  aria-live="polite"
                  className={`mt-1 text-sm ${giftLength > GIFT_MESSAGE_MAX ? 'text-rose-700' : 'text-stone-600'}`}
                >
                  {GIFT_TEXTS.count(giftLength)}
                </p>
              </div>
              <label className="flex items-start gap-2 text-stone-900">
                <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...field('giftWrap')} />
                <span>
                  {GIFT_TEXTS.wrap}
                  <span className="block text-sm text-stone-600">{GIFT_TEXTS.wrapFree}</span>
                </span>
              </label>
            </div>
          )}
        </fieldset>
        {needsPan && (
          <div>
            <TextField
              label="PAN"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCDE1234F"
              className={`${INPUT_CLASS} uppercase`}
              aria-describedby={panReasonId}
              error={errors.pan?.message}
              {...field('pan')}
            />
            <p id={panReasonId} className="mt-1 text-sm text-stone-600">
              {PAN_MESSAGES.reason}
            </p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {CHECKOUT_TEXTS.cancel}
          </button>
          <button type="submit" className={PRIMARY_BUTTON}>
            {CHECKOUT_TEXTS.proceedToPayment}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
