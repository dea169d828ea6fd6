/**
 * Every listing of pieces (home, search, categories, type pages, couple rings, luxury
 * pendants) is this hook and the `Listing` component, configured: where the pieces come from,
 * the filter bar's menus and price range, the sort menu, the count, the pager and what a
 * failure says. The shopper's choices live in the address (useListingParams).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { PeopleCategory, SortOption } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import type { TypePageGroup, TypePageKind } from '@shop/shared/page-paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { categoryProductsQuery } from '../api/category-products.ts';
import { useConnectivity } from '../api/connectivity.ts';
import { searchProductsQuery, type SearchProductsInput } from '../api/search-products.ts';
import { typePageQuery } from '../api/type-products.ts';
import type { CardPlace } from '../components/listing-body.tsx';
import { CONNECTIVITY_MESSAGE, listingErrorMessage } from '../components/load-error.tsx';
import {
  ALL,
  choiceFilter,
  choiceOf,
  pageOf,
  pageWindow,
  priceQuery,
  sortOptions,
  type Listed,
  type PageWindow,
  type PriceBounds,
  type PriceRange,
} from '../listing-rules.ts';
import { showingMessage } from '../catalogue-words.ts';
import { numberParam, useListingParams } from './use-listing-params.ts';

/** A slider drag or a run of clicks asks the shop once, when the choices have settled. */
const SETTLE_MS = 300;

/** What the shop's call is asked: the page, the menus' filters, the sort and the price range. */
export type ListingInput = Record<string, string | number | undefined> & {
  page?: number;
  sortBy?: SortOption;
  minPrice?: number;
  maxPrice?: number;
};

/** The shopper's choices, as a list at hand is narrowed and ordered by them. */
export interface ListingChoices {
  /** Each menu's value by its address parameter. */
  values: Readonly<Record<string, string>>;
  range: PriceRange;
  sortBy: SortOption;
}

/**
 * Where a listing's pieces come from: a call to the shop, asked once the choices settle, which
 * answers one page (`pagedByShop`) or every match; or items at hand, narrowed in the browser.
 */
export type ListingSource<Item> =
  | {
      query: (input: ListingInput) => UseQueryOptions<Listed<Item>, Error, Listed<Item>, QueryKey>;
      pagedByShop?: boolean;
    }
  | { atHand: (choices: ListingChoices) => readonly Item[] };

/** The search call, with what the page fixes (a kind of piece, the search term); the shop pages. */
export function searchSource(fixed: SearchProductsInput = {}): ListingSource<Product> {
  return { pagedByShop: true, query: (input) => searchProductsQuery({ ...fixed, ...input }) };
}

/**
 * A people category's pieces, a page at a time: the shop pages. `placeholderImage` is the
 * picture a card shows for a piece that has none of its own.
 */
export function categorySource(
  people: PeopleCategory,
  placeholderImage?: (product: Product) => string,
): ListingSource<Product> {
  const select =
    placeholderImage &&
    ((listed: Listed<Product>) => ({
      ...listed,
      items: listed.items.map((product) =>
        product.image ? product : withPicture(product, placeholderImage(product)),
      ),
    }));
  return { pagedByShop: true, query: (input) => ({ ...categoryProductsQuery(people, input), select }) };
}

/** The product page shows what the card showed, so the picture travels with the product. */
function withPicture(product: Product, image: string): Product {
  return { ...product, image, images: product.images.length > 0 ? product.images : [image] };
}

/** A `/custom/{group}/{kind}` listing, a page at a time: the shop pages. */
export function typeSource(group: TypePageGroup, kind: TypePageKind): ListingSource<Product> {
  return { pagedByShop: true, query: (input) => typePageQuery(group, kind, input) };
}

/** Items the page has at hand, narrowed and ordered as the shopper chooses, at once. */
export function listSource<Item>(
  items: readonly Item[],
  pick: (items: readonly Item[], choices: ListingChoices) => readonly Item[],
): ListingSource<Item> {
  return { atHand: (choices) => pick(items, choices) };
}

/** A menu's words: a message in the page's language, or a text shown as it is (the shop's own names). */
export type MenuWord = string | MessageDescriptor;

/** A drop-down of the filter bar. Its first option is 'all', which narrows nothing. */
export interface MenuFilter {
  /** The address's parameter. */
  param: string;
  /** The call's parameter, where it is named otherwise (home's `category` is `peopleCategory`). */
  field?: string;
  label: MenuWord;
  options: readonly { value: string; label: MenuWord }[];
}

/**
 * The filter bar: menus, the price range and the size (offered only when the shop's answer
 * names sizes), in the order shown; the sort menu comes last.
 */
export type ListingFilter = MenuFilter | { price: PriceBounds } | { sizes: true };

export interface ListingFailure {
  /**
   * Ask whether the shop can be reached at all, to say so plainly: before the listing loads,
   * or once it has failed.
   */
  checkConnection?: 'first' | 'on-failure';
  /** Said in place of the call's own reason. */
  message?: string;
  /** A heading above the message. */
  heading?: string;
}

export interface ListingConfig<Item> {
  source: ListingSource<Item>;
  filters?: readonly ListingFilter[];
  /**
   * The sort menu: the spec's orders, with Newest First on the home page. Search results keep
   * the order the search gives them, with no menu.
   */
  sort?: 'standard' | 'with-newest' | 'none';
  /** An item's card, with its key. */
  card: (item: Item, place: CardPlace) => ReactElement;
  /** The listing's region; 'Products' unless said. */
  label?: string;
  /** The status line above the cards; 'Showing x-y of n exquisite pieces' unless said. */
  count?: (total: number, shown: PageWindow) => string | undefined;
  /**
   * What an empty listing says in its status line ('No products found' unless said), or shows
   * in place of the listing.
   */
  empty?: string | ReactElement;
  /** 'Page x of y' with Previous and Next, or numbered pages (search). */
  pager?: 'pages' | 'numbered';
  failure?: ListingFailure;
}

export interface ListingState<Item> {
  config: ListingConfig<Item>;
  /** Each menu's value by its address parameter. */
  values: Readonly<Record<string, string>>;
  range: PriceRange;
  /** The size chosen ('' for any), whether it must be in stock, and the sizes to choose from. */
  size: string;
  sizeInStock: boolean;
  sizes: readonly string[];
  sortBy: SortOption;
  sorts: readonly SortOption[];
  /** Changes choices in the address; any change but the page's goes back to page 1. */
  choose: (patch: Record<string, string>) => void;
  /** The page's items on screen; undefined until the first answer. */
  items: readonly Item[] | undefined;
  /** How many pieces match, once known. */
  total: number | undefined;
  shown: PageWindow | undefined;
  count: string | undefined;
  /** The answer to changed choices is on its way while the previous one is still shown. */
  refreshing: boolean;
  /** What went wrong; shown when there is nothing to show. */
  errorMessage: string | undefined;
  retry: () => void;
}

/** Nothing to ask for a list at hand: a query that never runs. */
const AT_HAND_KEY = ['catalogue', 'at-hand'];

function isMenu(filter: ListingFilter): filter is MenuFilter {
  return 'param' in filter;
}

/**
 * A listing's state from its configuration and the address. Choices the page does not offer
 * (a value no menu has, Newest First off the home page) read as 'all' and Featured.
 */
export function useListing<Item>(config: ListingConfig<Item>): ListingState<Item> {
  const { i18n } = useLingui();
  const { source, filters = [], sort = 'standard', failure = {} } = config;
  const menus = filters.filter(isMenu);
  const bounds = filters.find((filter) => 'price' in filter)?.price;
  const sized = filters.some((filter) => 'sizes' in filter);
  const sorts = sort === 'none' ? [] : sortOptions(sort === 'with-newest');
  const pagedByShop = 'query' in source && source.pagedByShop === true;

  const [params, choose] = useListingParams<Record<string, string>>({
    ...Object.fromEntries(menus.map((menu) => [menu.param, ALL])),
    ...(bounds && { minPrice: '0', maxPrice: String(bounds.max) }),
    ...(sized && { size: '', inStock: '' }),
    ...(sorts.length > 0 && { sortBy: 'featured' }),
    page: '1',
  });
  const values = Object.fromEntries(
    menus.map((menu) => [
      menu.param,
      choiceOf(
        params[menu.param] ?? ALL,
        menu.options.map((option) => option.value),
        ALL,
      ),
    ]),
  );
  const range = {
    min: numberParam(params.minPrice ?? '', 0),
    max: numberParam(params.maxPrice ?? '', bounds?.max ?? Number.POSITIVE_INFINITY),
  };
  const sortBy = choiceOf(params.sortBy ?? '', sorts, 'featured');
  const page = Math.max(1, numberParam(params.page ?? '', 1));

  const input: ListingInput = pagedByShop ? { page } : {};
  for (const menu of menus) input[menu.field ?? menu.param] = choiceFilter(values[menu.param] ?? ALL);
  if (sorts.length > 0) input.sortBy = sortBy;
  Object.assign(input, bounds && priceQuery(range, bounds));
  const size = sized ? (params.size ?? '') : '';
  const sizeInStock = size !== '' && params.inStock === 'true';
  if (size !== '') input.size = size;
  if (sizeInStock) input.inStock = 'true';
  const settled = useDebouncedValue(input, SETTLE_MS);

  const answer = useQuery<Listed<Item>, Error, Listed<Item>, QueryKey>(
    'query' in source ? source.query(settled) : { queryKey: AT_HAND_KEY, queryFn: skipToken, enabled: false },
  );
  const check = failure.checkConnection;
  const connectivity = useConnectivity(check === 'first' || (check === 'on-failure' && answer.isError));

  const atHand = 'atHand' in source ? source.atHand({ values, range, sortBy }) : undefined;
  const listed: Listed<Item> | undefined = atHand ? { items: atHand, total: atHand.length } : answer.data;
  const shown = listed && pageWindow(listed.total, listed.page ?? page);
  const unreachable = connectivity.data === false && (check === 'first' || answer.isError);

  return {
    config,
    values,
    range,
    size,
    sizeInStock,
    sizes: listed?.sizes ?? [],
    sortBy,
    sorts,
    choose,
    items: listed && shown && (pagedByShop ? listed.items : pageOf(listed.items, shown)),
    total: listed?.total,
    shown,
    count:
      listed &&
      shown &&
      (config.count ? config.count(listed.total, shown) : showingMessage(i18n, shown, listed.total)),
    refreshing: answer.isPlaceholderData,
    errorMessage: unreachable
      ? CONNECTIVITY_MESSAGE
      : answer.isError
        ? (failure.message ?? listingErrorMessage(answer.error))
        : undefined,
    retry: () => {
      if (check) void connectivity.refetch();
      if ('query' in source) void answer.refetch();
    },
  };
}
