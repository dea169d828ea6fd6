import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  get,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import type { AdminProduct } from '@shop/shared/catalogue-admin';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { MAKING_CHARGE_KINDS, PURITY_LABELS, puritiesOf, type MetalRates } from '@shop/shared/pricing';
import { priceOfVariant } from '@shop/shared/variant-pricing';
import { MAX_OPTIONS, variantLabel, type ProductOption } from '@shop/shared/variants';
import {
  DesignVariantsInputSchema,
  rowsForOptions,
  skuPrefixOf,
  type DesignVariantsAnswer,
  type DesignVariantsInput,
  type DesignVariantsInputFields,
  type VariantInputFields,
  type VariantTemplate,
} from '@shop/shared/variants-admin';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { metalRatesQuery, saveVariants, variantsQuery } from '../api/product-calls.ts';

type Fields = DesignVariantsInputFields;
type Row = VariantInputFields & { key: string };
type Form = UseFormReturn<Fields, unknown, DesignVariantsInput>;

/** A field of the grid, sized by the cell it is in (CELL_INPUT) or by its own width (CELL_FIELD). */
const CELL_FIELD =
  'block rounded-md border border-stone-300 bg-white px-2 py-1.5 text-base aria-[invalid=true]:border-rose-600';
const CELL_INPUT = `${CELL_FIELD} w-full`;
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const textOrNull = (value: unknown) => (value === '' || value === null ? null : value);

function fieldsOf(saved: DesignVariantsAnswer): Fields {
  return {
    options: saved.options.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: saved.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      values: variant.values,
      gram: variant.gram,
      netWeight: variant.netWeight,
      purity: variant.purity,
      makingKind: variant.makingKind,
      making: variant.making,
      stones: variant.stones,
      pricing: variant.pricing,
      price: variant.pricing === 'fixed' ? variant.price : null,
      stock: variant.stock,
      madeToOrderDays: variant.madeToOrderDays,
    })),
  };
}

/** A new row starts from the design's own figures when no variant is near it. */
function templateOf(product: AdminProduct): VariantTemplate {
  return {
    gram: product.gram,
    netWeight: product.netWeight,
    purity: null,
    makingKind: null,
    making: null,
    stones: null,
    pricing: product.pricing,
    price: product.pricing === 'fixed' ? product.price : null,
    madeToOrderDays: null,
  };
}

const isMeasure = (value: string) => /^\d+(\.\d+)?/.test(value);

/** Values typed after the ones there: sizes fall into their place by number, words go last. */
function withValues(values: readonly string[], typed: string): string[] {
  const added = typed
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '' && !values.some((own) => own.toLowerCase() === value.toLowerCase()));
  const next = [...values, ...new Set(added)];
  return next.every(isMeasure) ? next.sort((a, b) => parseFloat(a) - parseFloat(b)) : next;
}

/** The error of one field, read where it is drawn so a keystroke redraws only its cell. */
function useFieldError(control: Control<Fields>, name: string): string | undefined {
  const { errors } = useFormState({ control, name: name as 'variants' });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

function CellError({ control, name }: { control: Control<Fields>; name: string }) {
  const message = useFieldError(control, name);
  return message ? <p className="mt-1 max-w-48 text-xs text-rose-700">{message}</p> : null;
}

function NumberCell({
  form,
  name,
  label,
  placeholder,
  width = 'w-[4.5rem]',
}: {
  form: Form;
  name: `variants.${number}.${'gram' | 'netWeight' | 'making' | 'stones' | 'price' | 'stock' | 'madeToOrderDays'}`;
  label: string;
  placeholder?: string;
  width?: string;
}) {
  const error = useFieldError(form.control, name);
  return (
    <div className={width}>
      <input
        aria-label={label}
        inputMode="decimal"
        placeholder={placeholder}
        className={CELL_INPUT}
        aria-invalid={error ? true : undefined}
        {...form.register(name, { setValueAs: numberOrNull })}
      />
      <CellError control={form.control} name={name} />
    </div>
  );
}

/** A rate-priced variant's price as the server will work it out at today's rate; a fixed one's field. */
function PriceCell({
  form,
  index,
  label,
  product,
  rates,
}: {
  form: Form;
  index: number;
  label: string;
  product: AdminProduct;
  rates: MetalRates | undefined;
}) {
  const row = useWatch({ control: form.control, name: `variants.${index}` });
  if (row?.pricing !== 'rate') {
    return (
      <NumberCell form={form} name={`variants.${index}.price`} label={`Price of ${label} (₹)`} width="w-20" />
    );
  }
  let text = '—';
  if (rates && typeof row.netWeight === 'number' && row.netWeight > 0) {
    const purity = row.purity ?? product.purity;
    try {
      const making = typeof row.making === 'number' ? Math.round(row.making * 100) : null;
      const { pricePaise } = priceOfVariant(
        {
          pricing: 'rate',
          purity: product.purity,
          makingKind: product.makingKind,
          makingValue: product.making === null ? null : Math.round(product.making * 100),
          stonesPaise: rupeesToPaise(product.stones),
          hallmarkingPaise: rupeesToPaise(product.hallmarking),
        },
        {
          pricing: 'rate',
          pricePaise: 0,
          purity,
          netWeightMg: Math.round(row.netWeight * 1000),
          makingKind: row.makingKind ?? null,
          makingValue: row.makingKind ? making : null,
          stonesPaise: typeof row.stones === 'number' ? rupeesToPaise(row.stones) : null,
        },
        rates,
      );
      text = formatPaise(pricePaise);
    } catch {
      text = `No rate for ${PURITY_LABELS[purity]}`;
    }
  }
  return (
    <p className="w-20 py-1 text-sm whitespace-nowrap text-stone-800">
      {text}
      <span className="block text-xs text-stone-600">at today’s rate</span>
    </p>
  );
}

/** One option: its name, its values in order (each removable), and a field that adds more. */
function OptionEditor({
  form,
  index,
  option,
  canRemove,
  onValues,
  onRemove,
}: {
  form: Form;
  index: number;
  option: ProductOption;
  canRemove: boolean;
  onValues: (values: string[]) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const name = option.name || `option ${index + 1}`;
  const add = () => {
    if (typed.trim() === '') return;
    onValues(withValues(option.values, typed));
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const nameError = useFieldError(form.control, `options.${index}.name`);
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">Option {index + 1}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Name of option {index + 1}</span>
          <input
            className={`${CELL_FIELD} w-40`}
            aria-invalid={nameError ? true : undefined}
            {...form.register(`options.${index}.name`)}
          />
        </label>
        {canRemove && (
          <button type="button" className={QUIET_BUTTON} onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" />
            Remove the option {name}
          </button>
        )}
      </div>
      {nameError && <p className="text-sm text-rose-700">{nameError}</p>}
      <ul className="flex flex-wrap gap-2" aria-label={`Values of ${name}`}>
        {option.values.map((value) => (
          <li
            key={value}
            className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pr-1 pl-3"
          >
            {value}
            <button
              type="button"
              className="rounded-full p-1.5 hover:bg-stone-200"
              aria-label={`Remove ${value} from ${name}`}
              onClick={() => onValues(option.values.filter((own) => own !== value))}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <CellError control={form.control} name={`options.${index}.values`} />
      <div className="flex gap-2">
        <input
          aria-label={`New values of ${name}`}
          placeholder="Such as 16, or 15, 17"
          className={`${CELL_FIELD} max-w-56 min-w-0 flex-1`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className={`${QUIET_BUTTON} shrink-0`} onClick={add}>
          <Plus aria-hidden className="size-4" />
          Add
        </button>
      </div>
    </fieldset>
  );
}

/** A new option: its name and first values; every variant takes its first value. */
function NewOption({ onAdd }: { onAdd: (option: ProductOption) => void }) {
  const [name, setName] = useState('');
  const [values, setValues] = useState('');
  const option = { name: name.trim(), values: withValues([], values) };
  return (
    <fieldset className="space-y-2 rounded-lg border border-dashed border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold">Add an option</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Option name</span>
          <input
            className={`${CELL_FIELD} w-40`}
            placeholder="Size, Purity, Length"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Its values, in order</span>
          <input
            className={`${CELL_FIELD} w-56`}
            placeholder="12, 14, 16"
            value={values}
            onChange={(event) => setValues(event.target.value)}
          />
        </label>
        <button
          type="button"
          className={QUIET_BUTTON}
          disabled={option.name === '' || option.values.length === 0}
          onClick={() => {
            onAdd(option);
            setName('');
            setValues('');
          }}
        >
          <Plus aria-hidden className="size-4" />
          Add the option
        </button>
      </div>
    </fieldset>
  );
}

/** The first problem of a grid refused before it is sent, with the variant it is on. */
function firstProblem(errors: FieldErrors<Fields>, fields: Fields): string {
  const rows = Array.isArray(errors.variants) ? errors.variants : [];
  const index = rows.findIndex((row) => row !== undefined);
  if (index >= 0) {
    const row = rows[index] as Record<string, { message?: string }>;
    const message = Object.values(row).find((field) => field?.message)?.message;
    const label = variantLabel(fields.options, fields.variants[index]?.values ?? []);
    if (message) return `${label}: ${message}`;
  }
  const found = [errors.options, errors.variants].flatMap((part) => {
    const message = (part as { message?: string } | undefined)?.message ?? part?.root?.message;
    return message ? [message] : [];
  });
  return found[0] ?? 'Correct the fields marked in red.';
}

function Grid({ product, saved }: { product: AdminProduct; saved: DesignVariantsAnswer }) {
  const queryClient = useQueryClient();
  const form: Form = useForm<Fields, unknown, DesignVariantsInput>({
    resolver: zodResolver(DesignVariantsInputSchema),
    defaultValues: fieldsOf(saved),
  });
  // `key`: the rows' own `id` is the variant's.
  const rows = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const options = useWatch({ control: form.control, name: 'options' }) as ProductOption[];
  const { data: rateAnswer } = useQuery(metalRatesQuery());
  const rates = useMemo(
    () =>
      rateAnswer
        ? (Object.fromEntries(
            Object.entries(rateAnswer.current).flatMap(([purity, rate]) =>
              rate ? [[purity, rate.ratePaisePerGram]] : [],
            ),
          ) as MetalRates)
        : undefined,
    [rateAnswer],
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: DesignVariantsInput) => saveVariants(product._id, body),
    onSuccess: (answer) => {
      form.reset(fieldsOf(answer));
      setNotice(answer.message);
      queryClient.setQueryData(variantsQuery(product._id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['products', 'one', product._id] });
    },
  });

  const skuPrefix = skuPrefixOf(saved.variants, `P${product._id.padStart(5, '0')}`);
  const changeOptions = (next: ProductOption[], nextRows?: VariantInputFields[]) => {
    const before = form.getValues('options');
    const current = nextRows ?? form.getValues('variants');
    form.setValue('options', next, { shouldDirty: true });
    rows.replace(rowsForOptions(before, next, current, templateOf(product), skuPrefix));
    setNotice(undefined);
  };
  const setValuesOf = (index: number, values: string[]) =>
    changeOptions(options.map((option, at) => (at === index ? { ...option, values } : option)));
  const removeOption = (index: number) => {
    // Each variant forgets the option's value; of the variants that then agree, the first stays.
    const seen = new Set<string>();
    const collapsed = form.getValues('variants').flatMap((row) => {
      const values = row.values.filter((_, at) => at !== index);
      const key = JSON.stringify(values);
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ ...row, values }];
    });
    const next = options.filter((_, at) => at !== index);
    const before = form.getValues('options').filter((_, at) => at !== index);
    form.setValue('options', next, { shouldDirty: true });
    rows.replace(rowsForOptions(before, next, collapsed, templateOf(product), skuPrefix));
  };
  const addOption = (option: ProductOption) => {
    const first = option.values[0] ?? '';
    const current = form.getValues('variants').map((row) => ({ ...row, values: [...row.values, first] }));
    const before = [...form.getValues('options'), { name: option.name, values: [first] }];
    const next = [...options, option];
    form.setValue('options', next, { shouldDirty: true });
    rows.replace(rowsForOptions(before, next, current, templateOf(product), skuPrefix));
  };

  const purities = puritiesOf(product.productType);
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const labelOf = (row: Row) => variantLabel(options, row.values) || row.sku;
    return [
      {
        id: 'variant',
        header: 'Variant',
        cell: ({ row }) => (
          <div className="flex items-start gap-1">
            <span className="py-1.5 font-semibold whitespace-nowrap">{labelOf(row.original)}</span>
            <button
              type="button"
              className="ml-auto rounded-md p-2 text-stone-500 hover:bg-rose-50 hover:text-rose-700"
              aria-label={`Remove the variant ${labelOf(row.original)}`}
              onClick={() => rows.remove(row.index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        ),
      },
      {
        id: 'sku',
        header: 'SKU',
        cell: ({ row }) => {
          const name = `variants.${row.index}.sku` as const;
          return (
            <div className="w-36">
              <input
                aria-label={`SKU of ${labelOf(row.original)}`}
                className={CELL_INPUT}
                {...form.register(name)}
              />
              <CellError control={form.control} name={name} />
            </div>
          );
        },
      },
      {
        id: 'gram',
        header: 'Gross g',
        cell: ({ row }) => (
          <NumberCell
            form={form}
            name={`variants.${row.index}.gram`}
            label={`Gross weight of ${labelOf(row.original)} (g)`}
          />
        ),
      },
      {
        id: 'netWeight',
        header: 'Net g',
        cell: ({ row }) => (
          <NumberCell
            form={form}
            name={`variants.${row.index}.netWeight`}
            label={`Net weight of ${labelOf(row.original)} (g)`}
          />
        ),
      },
      {
        id: 'purity',
        header: 'Purity',
        cell: ({ row }) => (
          <select
            aria-label={`Purity of ${labelOf(row.original)}`}
            className={`${CELL_FIELD} w-32`}
            {...form.register(`variants.${row.index}.purity`, { setValueAs: textOrNull })}
          >
            <option value="">Design’s</option>
            {purities.map((purity) => (
              <option key={purity} value={purity}>
                {PURITY_LABELS[purity].replace(/ (gold|silver)/, '')}
              </option>
            ))}
          </select>
        ),
      },
      {
        id: 'making',
        header: 'Making',
        cell: ({ row }) => (
          <div className="flex gap-1">
            <select
              aria-label={`Making charge of ${labelOf(row.original)}`}
              className={`${CELL_FIELD} w-[4.5rem]`}
              {...form.register(`variants.${row.index}.makingKind`, { setValueAs: textOrNull })}
            >
              <option value="">Design’s</option>
              {MAKING_CHARGE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === 'per_gram' ? '₹/g' : '%'}
                </option>
              ))}
            </select>
            <NumberCell
              form={form}
              name={`variants.${row.index}.making`}
              label={`Making of ${labelOf(row.original)}`}
            />
          </div>
        ),
      },
      {
        id: 'stones',
        header: 'Stones ₹',
        cell: ({ row }) => (
          // Empty: the design's stones, which the placeholder shows.
          <NumberCell
            form={form}
            name={`variants.${row.index}.stones`}
            label={`Stones of ${labelOf(row.original)} (₹)`}
            placeholder={String(product.stones)}
            width="w-20"
          />
        ),
      },
      {
        id: 'pricing',
        header: 'Priced',
        cell: ({ row }) => (
          <select
            aria-label={`Pricing of ${labelOf(row.original)}`}
            className={`${CELL_FIELD} w-[5.5rem]`}
            {...form.register(`variants.${row.index}.pricing`)}
          >
            <option value="rate">Rate</option>
            <option value="fixed">Fixed</option>
          </select>
        ),
      },
      {
        id: 'price',
        header: 'Price ₹',
        cell: ({ row }) => (
          <PriceCell
            form={form}
            index={row.index}
            label={labelOf(row.original)}
            product={product}
            rates={rates}
          />
        ),
      },
      {
        id: 'stock',
        header: 'Stock',
        cell: ({ row }) => (
          <NumberCell
            form={form}
            name={`variants.${row.index}.stock`}
            label={`Stock of ${labelOf(row.original)}`}
            width="w-16"
          />
        ),
      },
      {
        id: 'madeToOrderDays',
        header: 'To order (days)',
        cell: ({ row }) => (
          <NumberCell
            form={form}
            name={`variants.${row.index}.madeToOrderDays`}
            label={`Days to make ${labelOf(row.original)} to order`}
            placeholder="No"
            width="w-16"
          />
        ),
      },
    ];
  }, [form, options, product, purities, rates, rows]);

  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows.fields as Row[],
    columns,
    getRowId: (row) => row.key,
    getCoreRowModel: getCoreRowModel(),
  });

  const submit = form.handleSubmit(
    (body) => {
      setProblem(undefined);
      save.mutate(body);
    },
    (errors) => setProblem(firstProblem(errors, form.getValues())),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-labelledby="variants-title">
      <div>
        <h2 id="variants-title" className="text-lg font-semibold">
          Options and variants
        </h2>
        <p className="text-sm text-stone-700">
          {options.length === 0
            ? 'This piece is one variant: the price, weight and stock above. Add an option, such as Size, to sell it in several.'
            : 'Each variant has its own weights, stock and SKU. A rate-priced one is priced from its net weight at the day’s rate when it is saved; empty purity, making and stones are the design’s.'}
        </p>
      </div>
      <Alert message={problem ?? save.error?.message} />
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {notice}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        {options.map((option, index) => (
          <OptionEditor
            key={index}
            form={form}
            index={index}
            option={option}
            canRemove={options.length > 1}
            onValues={(values) => setValuesOf(index, values)}
            onRemove={() => removeOption(index)}
          />
        ))}
        {options.length < MAX_OPTIONS && <NewOption onAdd={addOption} />}
      </div>
      {rows.fields.length > 0 && (
        <>
          <p className="text-sm text-stone-700">
            {rows.fields.length === 1 ? '1 variant' : `${rows.fields.length} variants`}
          </p>
          <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-stone-200 bg-stone-100">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header, at) => (
                      <th
                        key={header.id}
                        scope="col"
                        className={`px-1.5 py-2 align-bottom font-semibold ${at === 0 ? 'sticky left-0 z-10 bg-stone-100 shadow-[1px_0_0_#e7e5e4]' : ''}`}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-b border-stone-100 align-top last:border-0">
                    {row.getVisibleCells().map((cell, at) => (
                      <td
                        key={cell.id}
                        className={`px-1.5 py-1.5 ${at === 0 ? 'sticky left-0 z-10 bg-white shadow-[1px_0_0_#e7e5e4]' : ''}`}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {(options.length > 0 || saved.options.length > 0) && (
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the variants'}
        </button>
      )}
    </form>
  );
}

/** A design's options and the grid of its variants, on the piece's page of the back office. */
export function VariantsGrid({ product }: { product: AdminProduct }) {
  const { data, error } = useQuery(variantsQuery(product._id));
  if (error) return <Alert message={error.message} />;
  if (!data) return <p className="text-sm text-stone-600">Reading the variants…</p>;
  return <Grid product={product} saved={data} />;
}
