import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  PERSONALISATION_LABELS,
  CUSTOMIZATION_TYPES,
  MATERIALS,
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  type PeopleCategory,
} from '@shop/shared/catalogue';
import {
  MAKING_CHARGE_LABELS,
  ProductInputSchema,
  ratePricingOf,
  type AdminProduct,
  type ProductInput,
  type ProductInputFields,
} from '@shop/shared/catalogue-admin';
import { formatPaise } from '@shop/shared/money';
import {
  DEFAULT_PURITY,
  MAKING_CHARGE_KINDS,
  PURITY_LABELS,
  formatWeightMg,
  priceFromRate,
  puritiesOf,
  type Purity,
} from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@shop/shared/product-page';
import type { Material } from '@shop/shared/catalogue';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { metalRatesQuery, saveProduct } from '../api/product-calls.ts';

const SELECT = 'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A new piece's form: the weight and price start empty for staff to type, not as a number. */
const NEW_PIECE: DefaultValues<ProductInputFields> = {
  name: '',
  description: '',
  nameTa: '',
  nameHi: '',
  descriptionTa: '',
  descriptionHi: '',
  peopleCategory: 'women',
  productCategory: 'Ring',
  productType: 'Silver',
  purity: DEFAULT_PURITY.Silver,
  pricing: 'fixed',
  originalPrice: null,
  netWeight: null,
  makingKind: 'per_gram',
  making: null,
  stones: 0,
  hallmarking: 0,
  isNew: true,
  stock: 1,
  customizationTypes: [],
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
};

function fieldsOf(product: AdminProduct): ProductInputFields {
  return {
    name: product.name,
    description: product.description,
    nameTa: product.translations?.ta?.name ?? '',
    nameHi: product.translations?.hi?.name ?? '',
    descriptionTa: product.translations?.ta?.description ?? '',
    descriptionHi: product.translations?.hi?.description ?? '',
    peopleCategory: product.peopleCategory,
    productCategory: product.productCategory,
    productType: product.productType,
    purity: product.purity,
    gram: product.gram,
    pricing: product.pricing,
    price: product.pricing === 'fixed' ? product.price : null,
    originalPrice: product.originalPrice,
    netWeight: product.netWeight,
    makingKind: product.makingKind ?? 'per_gram',
    making: product.making,
    stones: product.stones,
    hallmarking: product.hallmarking,
    isNew: product.isNew,
    stock: product.stock,
    customizationTypes: product.customizationTypes.map((type) => type.id),
    countryOfOrigin: product.countryOfOrigin,
  };
}

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A typed amount the price can be worked out from, or null while there is none. */
const amountOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * A rate-priced piece's price as the server will work it out, shown while staff type: the
 * breakup's lines, or what is still missing.
 */
function LivePrice({ fields }: { fields: ProductInputFields }) {
  const { data, error } = useQuery(metalRatesQuery());
  const pricing = ratePricingOf({
    purity: fields.purity,
    netWeight: amountOrNull(fields.netWeight),
    makingKind: fields.makingKind ?? null,
    making: amountOrNull(fields.making),
    stones: amountOrNull(fields.stones) ?? 0,
    hallmarking: amountOrNull(fields.hallmarking) ?? 0,
  });
  const rate = data?.current[fields.purity]?.ratePaisePerGram;
  let text: string;
  if (error) text = error.message;
  else if (!data) text = 'Reading today’s rates…';
  else if (rate === undefined) text = RATE_TEXTS.missingRate(fields.purity);
  else if (!pricing) text = 'Enter the net weight and the making charge to see the price.';
  else {
    const breakup = priceFromRate(pricing, { [fields.purity]: rate });
    text = `Price today: ${formatPaise(breakup.totalPaise)} — ${formatWeightMg(breakup.netWeightMg)} at ${formatPaise(
      breakup.ratePaisePerGram,
    )}/g is ${formatPaise(breakup.metalPaise)}, making ${formatPaise(breakup.makingPaise)}, stones and other ${formatPaise(
      breakup.stonesPaise,
    )}, hallmarking ${formatPaise(breakup.hallmarkingPaise)}, GST ${formatPaise(breakup.gstPaise)}.`;
  }
  return (
    <p
      role="status"
      className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800"
    >
      {text}
    </p>
  );
}

/** A piece's form, empty for a new one; saving it opens the piece's page with the server's word. */
export function ProductForm({ product }: { product: AdminProduct | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProductInputFields, unknown, ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: product ? fieldsOf(product) : NEW_PIECE,
  });
  const save = useMutation({
    // A rate-priced piece's price is the server's to work out, and it has no price before a discount.
    mutationFn: (body: ProductInput) =>
      saveProduct(
        product?._id,
        body.pricing === 'rate' ? { ...body, price: null, originalPrice: null } : body,
      ),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      form.reset(fieldsOf(answer.product));
      navigate(`/products/${answer.product._id}`, { replace: !!product, state: { notice: answer.message } });
    },
  });
  const { errors } = form.formState;
  const people = useWatch({ control: form.control, name: 'peopleCategory' }) as PeopleCategory;
  const material = useWatch({ control: form.control, name: 'productType' }) as Material;
  const pricing = useWatch({ control: form.control, name: 'pricing' });
  const fields = useWatch({ control: form.control }) as ProductInputFields;
  const pricingField = form.register('pricing', {
    // The rate makes the price, and it moves both ways: no typed or struck-through price.
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value !== 'rate') return;
      form.setValue('price', null);
      form.setValue('originalPrice', null);
    },
  });
  // A design with options is priced and stocked by its variants (the grid below the form).
  const hasVariants = (product?.options.length ?? 0) > 0;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <Alert message={save.error?.message} />
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <div>
        <label htmlFor="product-description" className="mb-1 block text-sm font-medium text-stone-800">
          Description
        </label>
        <textarea
          id="product-description"
          rows={4}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-rose-600"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'product-description-error' : undefined}
          {...form.register('description')}
        />
        {errors.description && (
          <p id="product-description-error" className="mt-1 text-sm text-rose-700">
            {errors.description.message}
          </p>
        )}
      </div>
      <fieldset className="rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-medium text-stone-800">In Tamil and Hindi</legend>
        <p className="mb-3 text-sm text-stone-600">
          The Tamil and Hindi pages show these, and search finds the piece by them. Left empty, those pages
          show the English.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-4">
            <TextField
              lang="ta"
              label="Tamil name"
              error={errors.nameTa?.message}
              {...form.register('nameTa')}
            />
            <TextAreaField
              lang="ta"
              rows={3}
              label="Tamil description"
              error={errors.descriptionTa?.message}
              {...form.register('descriptionTa')}
            />
          </div>
          <div className="space-y-4">
            <TextField
              lang="hi"
              label="Hindi name"
              error={errors.nameHi?.message}
              {...form.register('nameHi')}
            />
            <TextAreaField
              lang="hi"
              rows={3}
              label="Hindi description"
              error={errors.descriptionHi?.message}
              {...form.register('descriptionHi')}
            />
          </div>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="text-sm">
          <label htmlFor="product-people" className="mb-1 block font-medium text-stone-800">
            For
          </label>
          <select
            id="product-people"
            className={SELECT}
            {...form.register('peopleCategory', {
              onChange: (event: { target: { value: PeopleCategory } }) =>
                form.setValue('productCategory', PRODUCT_CATEGORIES[event.target.value][0]?.name ?? ''),
            })}
          >
            {PEOPLE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {capitalised(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="product-category" className="mb-1 block font-medium text-stone-800">
            Category
          </label>
          <select id="product-category" className={SELECT} {...form.register('productCategory')}>
            {PRODUCT_CATEGORIES[people].map((category) => (
              <option key={category.name} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
          {errors.productCategory && <p className="mt-1 text-rose-700">{errors.productCategory.message}</p>}
        </div>
        <div className="text-sm">
          <label htmlFor="product-metal" className="mb-1 block font-medium text-stone-800">
            Metal
          </label>
          <select
            id="product-metal"
            className={SELECT}
            {...form.register('productType', {
              // Every piece has a purity of its own metal.
              onChange: (event: { target: { value: Material } }) =>
                form.setValue('purity', DEFAULT_PURITY[event.target.value]),
            })}
          >
            {MATERIALS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <label htmlFor="product-purity" className="mb-1 block font-medium text-stone-800">
            Purity
          </label>
          <select id="product-purity" className={SELECT} {...form.register('purity')}>
            {puritiesOf(material).map((purity: Purity) => (
              <option key={purity} value={purity}>
                {PURITY_LABELS[purity]}
              </option>
            ))}
          </select>
          {errors.purity && <p className="mt-1 text-rose-700">{errors.purity.message}</p>}
        </div>
        <fieldset className="text-sm">
          <legend className="mb-1 block font-medium text-stone-800">Price</legend>
          <div className="flex flex-wrap gap-4 py-2">
            <label className="flex items-center gap-2">
              <input type="radio" value="fixed" className="size-5" {...pricingField} />
              At a fixed price
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="rate" className="size-5" {...pricingField} />
              From the day’s metal rate
            </label>
          </div>
        </fieldset>
      </div>
      {pricing === 'rate' ? (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label="Net metal weight (gram, up to 3 decimals)"
              inputMode="decimal"
              error={errors.netWeight?.message}
              {...form.register('netWeight', { setValueAs: numberOrNull })}
            />
            <div className="text-sm">
              <label htmlFor="product-making-kind" className="mb-1 block font-medium text-stone-800">
                Making charge
              </label>
              <select id="product-making-kind" className={SELECT} {...form.register('makingKind')}>
                {MAKING_CHARGE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {MAKING_CHARGE_LABELS[kind]}
                  </option>
                ))}
              </select>
              {errors.makingKind && <p className="mt-1 text-rose-700">{errors.makingKind.message}</p>}
            </div>
            <TextField
              label={
                fields.makingKind === 'percent' ? 'Making (% of the metal value)' : 'Making (₹ per gram)'
              }
              inputMode="decimal"
              error={errors.making?.message}
              {...form.register('making', { setValueAs: numberOrNull })}
            />
            <TextField
              label="Stones and other charges (₹)"
              inputMode="decimal"
              error={errors.stones?.message}
              {...form.register('stones', { setValueAs: numberOrNull })}
            />
            <TextField
              label="Hallmarking (₹)"
              inputMode="decimal"
              error={errors.hallmarking?.message}
              {...form.register('hallmarking', { setValueAs: numberOrNull })}
            />
          </div>
          <LivePrice fields={fields} />
          {errors.originalPrice && <p className="text-sm text-rose-700">{errors.originalPrice.message}</p>}
        </div>
      ) : hasVariants ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (₹)"
            inputMode="decimal"
            error={errors.price?.message}
            {...form.register('price', { setValueAs: numberOrNull })}
          />
          <TextField
            label="Price before discount (₹, optional)"
            inputMode="decimal"
            error={errors.originalPrice?.message}
            {...form.register('originalPrice', { setValueAs: numberOrNull })}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Weight (gram)"
          inputMode="decimal"
          error={errors.gram?.message}
          {...form.register('gram', { setValueAs: numberOrNull })}
        />
        {!hasVariants && (
          <TextField
            label="Pieces in stock"
            inputMode="numeric"
            error={errors.stock?.message}
            {...form.register('stock', { setValueAs: numberOrNull })}
          />
        )}
        <TextField
          label="Country of origin"
          autoComplete="off"
          error={errors.countryOfOrigin?.message}
          {...form.register('countryOfOrigin')}
        />
      </div>
      {hasVariants && (
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800">
          Its price and stock are its variants’: change them in the grid of variants below. The purity and
          making charge here are those of every variant that has none of its own.
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Personalisation</legend>
        <div className="flex flex-wrap gap-4">
          {CUSTOMIZATION_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="checkbox"
                value={type}
                className="size-5"
                {...form.register('customizationTypes')}
              />
              {PERSONALISATION_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.customizationTypes && (
          <p className="text-sm text-rose-700">{errors.customizationTypes.message}</p>
        )}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" {...form.register('isNew')} />
        Show the New badge
      </label>
      <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : product ? 'Save changes' : 'Add to the catalogue'}
      </button>
    </form>
  );
}
