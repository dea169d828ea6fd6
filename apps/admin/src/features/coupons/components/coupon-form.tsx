import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COUPON_KIND_NAMES, COUPON_KINDS, COUPON_TEXTS, type CouponKind } from '@shop/shared/coupons';
import { CreateCouponBodySchema, type CreateCouponBody } from '@shop/shared/coupons-api';
import { rupeeTextToPaise } from '@shop/shared/money';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { FILTER_FIELD, TextField } from '@shop/ui/text-field.tsx';
import { couponsQuery, createCoupon } from '../api/coupon-calls.ts';

interface Typed {
  code: string;
  kind: CouponKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

const EMPTY: Typed = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  active: true,
};

/** A `datetime-local` value, read as India's time (the shop's days are India's). */
const momentOf = (text: string) => (text ? `${text}:00+05:30` : null);
const limitOf = (text: string): number | null | string => (text.trim() === '' ? null : Number(text));
const rupeesOf = (text: string): number | string => rupeeTextToPaise(text) ?? text;

/** The typed form as the API takes it: rupees in paise, a percentage as typed, empty limits as none. */
function bodyOf(typed: Typed): unknown {
  return {
    code: typed.code,
    kind: typed.kind,
    value: typed.kind === 'percent' ? Number(typed.value) : rupeesOf(typed.value),
    minOrder: typed.minOrder.trim() === '' ? 0 : rupeesOf(typed.minOrder),
    startsAt: momentOf(typed.startsAt),
    endsAt: momentOf(typed.endsAt),
    maxUses: limitOf(typed.maxUses),
    maxUsesPerCustomer: limitOf(typed.maxUsesPerCustomer),
    active: typed.active,
  };
}

/** The owner's form for a new coupon; the server has the last word on the code's uniqueness. */
export function CouponForm() {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const create = useMutation({
    mutationFn: (body: CreateCouponBody) => createCoupon(body),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: couponsQuery().queryKey });
      setTyped(EMPTY);
      setNotice(answer.message);
    },
  });
  const field = (name: keyof Typed) => ({
    value: String(typed[name]),
    onChange: (event: { target: { value: string } }) => {
      setNotice(undefined);
      setTyped({ ...typed, [name]: event.target.value });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const checked = CreateCouponBodySchema.safeParse(bodyOf(typed));
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? COUPON_TEXTS.codeRule);
      return;
    }
    setProblem(undefined);
    create.mutate(checked.data);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{COUPON_TEXTS.newCoupon}</h2>
      {notice && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <Alert message={problem ?? create.error?.message} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField label="Code" autoCapitalize="characters" maxLength={20} {...field('code')} />
        <div>
          <label htmlFor="coupon-kind" className="mb-1 block text-sm font-medium text-stone-800">
            Kind
          </label>
          <select
            id="coupon-kind"
            className={`${FILTER_FIELD} w-full`}
            value={typed.kind}
            onChange={(event) => setTyped({ ...typed, kind: event.target.value as CouponKind })}
          >
            {COUPON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {COUPON_KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={typed.kind === 'percent' ? 'Percentage off' : 'Amount off, before GST (₹)'}
          inputMode="decimal"
          {...field('value')}
        />
        <TextField label="Minimum order (₹)" inputMode="decimal" {...field('minOrder')} />
        <TextField label="Starts" type="datetime-local" {...field('startsAt')} />
        <TextField label="Ends" type="datetime-local" {...field('endsAt')} />
        <TextField label="Limit of uses" inputMode="numeric" {...field('maxUses')} />
        <TextField label="Limit per customer" inputMode="numeric" {...field('maxUsesPerCustomer')} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={typed.active}
            onChange={(event) => setTyped({ ...typed, active: event.target.checked })}
          />
          On
        </label>
      </div>
      <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create coupon'}
      </button>
    </form>
  );
}
