import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@shop/shared/cash-on-delivery';
import { COUNTRIES, DEFAULT_COUNTRY } from '@shop/shared/checkout';
import { CustomerDetailsSchema, type CustomerDetails } from '@shop/shared/checkout-api';
import type { Paise } from '@shop/shared/money';
import { characterCount, GIFT_MESSAGE_MAX, type Gift } from '@shop/shared/gift-texts';
import { GiftMessageSchema } from '@shop/shared/gifts';
import { panRequired, PanSchema } from '@shop/shared/pan';
import { INPUT_CLASS, TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { cashOnDeliveryWords, countryText, detailsMessageText } from '../checkout-words.ts';
import type { CashOnDeliveryChoice } from '../hooks/use-cash-on-delivery-offer.ts';
import type { PaymentChoice } from '../hooks/use-checkout.ts';
import { PaymentChoiceFields } from './payment-choice.tsx';
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
 * shop sends them. Once the pincode is typed, the server's answer on paying at the door:
 * the choice between paying online and on delivery, or why the order cannot be paid so; with
 * paying on delivery chosen, the form places the order instead of going to the payment. Its
 * words are `CHECKOUT_TEXTS`', `GIFT_TEXTS`', `PAN_MESSAGES`' and `CASH_ON_DELIVERY_TEXTS`',
 * and the schema's messages are shown in the page's language (checkout-words.ts).
 */
/** The fields a prefill knows, without those it names as undefined. */
function definedFields(prefill: Partial<CustomerDetails>): Partial<CustomerDetails> {
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined));
}

export function CustomerDetailsDialog({
  open,
  prefill,
  totalPaise,
  offerWhatsApp,
  cashOnDelivery = { status: 'none' },
  onPincodeChange,
  onCancel,
  onProceed,
}: {
  open: boolean;
  prefill: Partial<CustomerDetails>;
  totalPaise: Paise;
  /** Whether the shop sends updates on WhatsApp (`GET /api/config`). */
  offerWhatsApp: boolean;
  /** What the server answered on paying at the door for the pincode typed. */
  cashOnDelivery?: CashOnDeliveryChoice;
  /** The pincode as the shopper types it, for the question on paying at the door. */
  onPincodeChange?: (pincode: string) => void;
  onCancel: () => void;
  onProceed: (
    details: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
    payment: PaymentChoice,
  ) => void;
}) {
  const { t, i18n } = useLingui();
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
    // not typed in, and never overwrites what they typed. What it does not know (a new
    // account's address) stays the blank field, not undefined.
    values: { ...blank, ...definedFields(prefill) },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors: fieldErrors } = formState;
  const field = (name: keyof DetailsForm) => register(name, { onChange: () => clearErrors(name) });
  const isGift = useWatch({ control, name: 'isGift' });
  const giftLength = characterCount(useWatch({ control, name: 'giftMessage' }));
  /** A field's refusal in the page's language. */
  const error = (name: keyof DetailsForm) => detailsMessageText(i18n, fieldErrors[name]?.message, giftLength);
  const phone = useWatch({ control, name: 'phone' });
  const whatsappUpdates = useWatch({ control, name: 'whatsappUpdates' });
  const pincode = useWatch({ control, name: 'zipCode' }).trim();
  useEffect(() => onPincodeChange?.(pincode), [pincode, onPincodeChange]);
  // Online first; paying at the door only while the server offers it for this pincode.
  const [method, setMethod] = useState<PaymentMethod>('online');
  const onDelivery = method === 'cash_on_delivery' && cashOnDelivery.status !== 'none';
  // A new pincode is asked about afresh: until the answer comes, nothing is placed or paid.
  const waitingForAnswer = onDelivery && cashOnDelivery.status === 'asking';
  // An answer that does not offer it takes the choice back to paying online.
  const [answered, setAnswered] = useState(cashOnDelivery.status);
  if (answered !== cashOnDelivery.status) {
    setAnswered(cashOnDelivery.status);
    if (cashOnDelivery.status === 'none' || cashOnDelivery.status === 'refused') setMethod('online');
  }
  const payment = (): PaymentChoice =>
    method === 'cash_on_delivery' && cashOnDelivery.status === 'offered'
      ? { method: 'cash_on_delivery', totalPaise: cashOnDelivery.totalPaise }
      : { method: 'online' };
  const proceed = ({ pan, isGift, giftMessage, giftWrap, whatsappUpdates, ...details }: DetailsForm) =>
    onProceed(
      details,
      needsPan ? pan : undefined,
      isGift ? { message: GiftMessageSchema.parse(giftMessage), wrap: giftWrap } : undefined,
      // The box names the number it is for: with no number to name, it was never ticked.
      offerWhatsApp && whatsappUpdates && isWhatsAppPhone(details.phone),
      payment(),
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
          <Trans>Enter Your Details</Trans>
        </h2>
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold text-stone-900">
            <Trans>Contact Information</Trans>
          </legend>
          <TextField
            label={t`Full name`}
            autoComplete="name"
            data-autofocus
            error={error('name')}
            {...field('name')}
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            error={error('email')}
            {...field('email')}
          />
          <TextField
            label={t`Phone number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={error('phone')}
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
          <legend className="mb-2 font-semibold text-stone-900">
            <Trans>Billing Address</Trans>
          </legend>
          <TextField
            label={t`Street address`}
            autoComplete="street-address"
            error={error('address')}
            {...field('address')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t`City`}
              autoComplete="address-level2"
              error={error('city')}
              {...field('city')}
            />
            <TextField
              label={t`State`}
              autoComplete="address-level1"
              error={error('state')}
              {...field('state')}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t`ZIP code`}
              inputMode="numeric"
              autoComplete="postal-code"
              error={error('zipCode')}
              {...field('zipCode')}
            />
            <div>
              <label htmlFor={countryId} className="mb-1 block text-sm font-medium text-stone-800">
                <Trans>Country</Trans>
              </label>
              <select
                id={countryId}
                className={INPUT_CLASS}
                autoComplete="country-name"
                {...field('country')}
              >
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {countryText(i18n, country)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="sr-only">
            <Trans>Gift</Trans>
          </legend>
          <label className="flex items-start gap-2 font-semibold text-stone-900">
            <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...field('isGift')} />
            <span>
              <Trans>This is a gift</Trans>
              <span className="block text-sm font-normal text-stone-600">
                <Trans>
                  The parcel carries a packing slip without prices; the tax invoice still comes to you.
                </Trans>
              </span>
            </span>
          </label>
          {isGift && (
            <div className="space-y-3 border-l-4 border-brand-200 pl-3">
              <div>
                <TextAreaField
                  label={t`Gift message (optional)`}
                  rows={3}
                  placeholder={t`We write it on a card in the box.`}
                  error={error('giftMessage')}
                  {...field('giftMessage')}
                />
                <p
                  id={giftCountId}
                  aria-live="polite"
                  className={`mt-1 text-sm ${giftLength > GIFT_MESSAGE_MAX ? 'text-rose-700' : 'text-stone-600'}`}
                >
                  {t`${giftLength} of ${GIFT_MESSAGE_MAX} characters`}
                </p>
              </div>
              <label className="flex items-start gap-2 text-stone-900">
                <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...field('giftWrap')} />
                <span>
                  <Trans>Gift wrap it</Trans>
                  <span className="block text-sm text-stone-600">
                    <Trans>Gift wrap is free.</Trans>
                  </span>
                </span>
              </label>
            </div>
          )}
        </fieldset>
        {needsPan && (
          <div>
            <TextField
              label={t`PAN`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCDE1234F"
              className={`${INPUT_CLASS} uppercase`}
              aria-describedby={panReasonId}
              error={error('pan')}
              {...field('pan')}
            />
            <p id={panReasonId} className="mt-1 text-sm text-stone-600">
              <Trans>Indian tax rules ask for the buyer’s PAN on a purchase of ₹2,00,000 or more.</Trans>
            </p>
          </div>
        )}
        <PaymentChoiceFields offer={cashOnDelivery} method={method} onChange={setMethod} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={waitingForAnswer} className={PRIMARY_BUTTON}>
            {onDelivery ? cashOnDeliveryWords(i18n).placeOrder : <Trans>Proceed to Payment</Trans>}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
