import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  PERSONALISATION_LABELS,
  FEW_LEFT_BELOW,
  ITEM_TYPES,
  MATERIALS,
  PEOPLE_CATEGORIES,
} from '@shop/shared/catalogue';
import {
  ADMIN_PRODUCT_PAGE_SIZES,
  AdminProductListQuerySchema,
  PERSONALISATION_FILTERS,
  PRODUCT_TEXTS,
  STOCK_FILTERS,
  STOCK_FILTER_LABELS,
  type AdminProduct,
} from '@shop/shared/catalogue-admin';
import { rupeesToPaise } from '@shop/shared/money';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { FILTER_FIELD } from '@shop/ui/text-field.tsx';
import { ListCount, ListPager, ListTable } from '../../components/list-table.tsx';
import { productListQuery } from '../../features/catalogue/api/product-calls.ts';
import { CsvPanel } from '../../features/catalogue/components/csv-panel.tsx';
import { formatPaise } from '../../lib/format.ts';
import { useListAddress } from '../../lib/list-address.ts';

const column = createColumnHelper<AdminProduct>();

function StockCell({ product }: { product: AdminProduct }) {
  const tone =
    product.stock === 0
      ? 'text-rose-700'
      : product.stock < FEW_LEFT_BELOW
        ? 'text-amber-800'
        : 'text-stone-900';
  return (
    <span className={`font-medium ${tone}`}>
      {product.stock}
      {product.stock === 0 && <span className="ml-1 text-xs">(out)</span>}
    </span>
  );
}

const COLUMNS = [
  column.accessor('name', {
    header: 'Piece',
    cell: (cell) => (
      <>
        <Link to={`/products/${cell.row.original._id}`} className="font-semibold text-brand-700 underline">
          {cell.getValue()}
        </Link>
        <span className="block text-sm text-stone-600">
          #{cell.row.original._id} · {cell.row.original.productCategory} · {cell.row.original.peopleCategory}
        </span>
        {cell.row.original.archivedAt && (
          <span className="mt-1 inline-block rounded bg-stone-200 px-1.5 py-0.5 text-xs">Archived</span>
        )}
      </>
    ),
  }),
  column.accessor('productType', { header: 'Metal' }),
  column.accessor('price', { header: 'Price', cell: (cell) => formatPaise(rupeesToPaise(cell.getValue())) }),
  column.accessor('stock', { header: 'Stock', cell: (cell) => <StockCell product={cell.row.original} /> }),
  column.accessor('customizationTypes', {
    header: 'Personalisation',
    cell: (cell) =>
      cell
        .getValue()
        .map((type) => type.name)
        .join(', ') || 'None',
  }),
];

const NO_PRODUCTS: AdminProduct[] = [];

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select
        className={`${FILTER_FIELD} w-full`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const ALL = { value: '', label: 'All' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The catalogue, by name, with search, filters and pages kept in the address. */
export default function ProductsRoute() {
  const { searchParams, change } = useListAddress();
  const parsed = AdminProductListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { page: 1, limit: 25, archived: 'active' as const };
  const { data, error, isFetching } = useQuery(productListQuery(query));
  const [search, setSearch] = useState(searchParams.get('q') ?? '');

  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.products ?? NO_PRODUCTS,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim() });
  };

  return (
    <section aria-labelledby="products-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="products-title" className="text-2xl font-semibold">
          Products
        </h1>
        <Link to="/products/new" className={`${PRIMARY_BUTTON} ml-auto`}>
          <Plus aria-hidden className="size-4" />
          Add a piece
        </Link>
      </div>
      <form role="search" onSubmit={submitSearch} className="flex max-w-md gap-2">
        <label className="sr-only" htmlFor="product-search">
          Search pieces
        </label>
        <input
          id="product-search"
          type="search"
          className={`${FILTER_FIELD} min-w-0 flex-1`}
          placeholder="Name, category or id"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          Search
        </button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Filter
          label="For"
          value={query.peopleCategory ?? ''}
          options={[ALL, ...PEOPLE_CATEGORIES.map((value) => ({ value, label: capitalised(value) }))]}
          onChange={(value) => change({ peopleCategory: value })}
        />
        <Filter
          label="Type"
          value={query.category ?? ''}
          options={[ALL, ...ITEM_TYPES.map((value) => ({ value, label: capitalised(value) }))]}
          onChange={(value) => change({ category: value })}
        />
        <Filter
          label="Metal"
          value={query.productType ?? ''}
          options={[ALL, ...MATERIALS.map((value) => ({ value, label: value }))]}
          onChange={(value) => change({ productType: value })}
        />
        <Filter
          label="Stock"
          value={query.stock ?? ''}
          options={[ALL, ...STOCK_FILTERS.map((value) => ({ value, label: STOCK_FILTER_LABELS[value] }))]}
          onChange={(value) => change({ stock: value })}
        />
        <Filter
          label="Personalisation"
          value={query.customization ?? ''}
          options={[
            ALL,
            ...PERSONALISATION_FILTERS.map((value) => ({
              value,
              label: value === 'none' ? 'None' : PERSONALISATION_LABELS[value],
            })),
          ]}
          onChange={(value) => change({ customization: value })}
        />
        <Filter
          label="Shown"
          value={query.archived === 'active' ? '' : query.archived}
          options={[
            { value: '', label: 'In the shop' },
            { value: 'archived', label: 'Archived' },
            { value: 'all', label: 'All' },
          ]}
          onChange={(value) => change({ archived: value })}
        />
      </div>

      <Alert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
      {data && <ListCount total={data.total} one="piece" many="pieces" updating={isFetching} />}

      <ListTable
        table={table}
        minWidth="min-w-[36rem]"
        empty={data?.products.length === 0 ? PRODUCT_TEXTS.noProducts : undefined}
      />

      {data && (
        <ListPager
          label="Pages of pieces"
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => change({ page: String(page) })}
          words={{ previous: 'Previous', next: 'Next' }}
          sizes={{
            options: ADMIN_PRODUCT_PAGE_SIZES,
            limit: query.limit,
            onLimit: (limit) => change({ limit }),
          }}
        />
      )}

      <CsvPanel />
    </section>
  );
}
