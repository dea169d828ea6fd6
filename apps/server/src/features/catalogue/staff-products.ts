/**
 * The back office's catalogue: staff list, add, edit, archive and restore pieces, and import
 * or export the whole catalogue as CSV. Every change is written with its audit entry in one
 * transaction; a CSV import is one transaction too, so a file with one bad row stores nothing.
 */
import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import { FEW_LEFT_BELOW } from '@shop/shared/catalogue';
import {
  CSV_FORMULA_CELL,
  CSV_TEXTS,
  MAX_CSV_ROWS,
  OPTIONAL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_TEXTS,
  ProductInputSchema,
  csvRowToFields,
  itemTypeOf,
  type AdminProduct,
  type AdminProductListAnswer,
  type AdminProductListQuery,
  type CsvImportAnswer,
  type CsvProblem,
  type LowStockAnswer,
  type ProductCsvColumn,
  type ProductInput,
  ratePricingOf,
} from '@shop/shared/catalogue-admin';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import {
  MissingRateError,
  makingChargeOf,
  makingValueOf,
  priceFromRate,
  type MetalRates,
  type PriceBreakup,
} from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import type { ProductOption } from '@shop/shared/variants';
import {
  DesignVariantsInputSchema,
  VARIANT_CSV_COLUMNS,
  VARIANT_CSV_TEXTS,
  csvHasVariant,
  csvOptionNames,
  csvRowToVariant,
  type DesignVariantsInput,
  type VariantCsvColumn,
} from '@shop/shared/variants-admin';
import { changedFields, recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { products, type NewProductRow, type ProductRow, type ProductVariantRow } from '../../db/schema.ts';
import { toProductJson } from './product-json.ts';
import { createStaffVariants } from './staff-variants.ts';
import { HttpError } from '../../plugins/http-error.ts';

/** An import refused: every problem found, by row and column, which its answer lists. */
export class CsvImportError extends HttpError {
  constructor(readonly problems: CsvProblem[]) {
    super(400, CSV_TEXTS.refused(problems.length));
  }
}

type StaffRow = Omit<ProductRow, 'searchDocument'>;

const { searchDocument: _searchDocument, ...staffColumns } = getTableColumns(products);

/** The making charge as staff typed it: rupees per gram, or a percentage. */
function makingAsTyped(row: Pick<StaffRow, 'makingKind' | 'makingValue'>): number | null {
  if (row.makingKind === null || row.makingValue === null) return null;
  return makingValueOf(makingChargeOf(row.makingKind, row.makingValue)) / 100;
}

function toAdminProduct(row: StaffRow): AdminProduct {
  return {
    ...toProductJson(row),
    stock: row.stock,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    pricing: row.pricing,
    netWeight: row.netWeightMg === null ? null : row.netWeightMg / 1000,
    makingKind: row.makingKind,
    making: makingAsTyped(row),
    stones: paiseToRupees(row.stonesPaise),
    hallmarking: paiseToRupees(row.hallmarkingPaise),
    options: row.options,
  };
}

/** A variant's cells of the CSV; the options' names on its design's first row only. */
function variantCsvCells(
  options: readonly ProductOption[],
  variant: ProductVariantRow,
  first: boolean,
): Record<VariantCsvColumn, string | number> {
  const name = (index: number) => (first ? (options[index]?.name ?? '') : '');
  return {
    option1Name: name(0),
    option1Value: variant.values[0] ?? '',
    option2Name: name(1),
    option2Value: variant.values[1] ?? '',
    option3Name: name(2),
    option3Value: variant.values[2] ?? '',
    sku: variant.sku,
    variantGram: variant.gram,
    variantNetWeight: variant.netWeightMg === null ? '' : (variant.netWeightMg / 1000).toFixed(3),
    variantPurity: variant.purity ?? '',
    variantMakingKind: variant.makingKind ?? '',
    variantMaking: makingAsTyped(variant) ?? '',
    variantStones: variant.stonesPaise === null ? '' : paiseToRupees(variant.stonesPaise),
    variantPricing: variant.pricing,
    variantPrice: paiseToRupees(variant.pricePaise),
    variantStock: variant.stock,
    variantMadeToOrderDays: variant.madeToOrderDays ?? '',
  };
}

const VARIANT_FIELD_COLUMNS: Readonly<Record<string, VariantCsvColumn>> = {
  sku: 'sku',
  values: 'option1Value',
  gram: 'variantGram',
  netWeight: 'variantNetWeight',
  purity: 'variantPurity',
  makingKind: 'variantMakingKind',
  making: 'variantMaking',
  stones: 'variantStones',
  pricing: 'variantPricing',
  price: 'variantPrice',
  stock: 'variantStock',
  madeToOrderDays: 'variantMadeToOrderDays',
};

/**
 * A design's options and variants from its rows, checked by the grid's schema; each problem is
 * added with the row and column it is on, and nothing is answered then.
 */
function readVariantRows(
  optionNames: readonly string[],
  variantRows: readonly { line: number; record: Record<string, string> }[],
  problems: CsvProblem[],
): DesignVariantsInput | undefined {
  const variants = variantRows.map(({ record }) => csvRowToVariant(record, optionNames.length));
  const options = optionNames.map((name, index) => ({
    name,
    values: [
      ...new Set(
        variants.flatMap((variant) => {
          const value = (variant.values as string[])[index];
          return value ? [value] : [];
        }),
      ),
    ],
  }));
  const checked = DesignVariantsInputSchema.safeParse({ options, variants });
  if (checked.success) return checked.data;
  const first = variantRows[0]?.line ?? 0;
  for (const issue of checked.error.issues) {
    const [part, index, field] = issue.path;
    if (part === 'variants' && typeof index === 'number') {
      const column = VARIANT_FIELD_COLUMNS[String(field ?? '')] ?? 'sku';
      const typed = variants[index]?.[String(field ?? '')];
      const message =
        typeof typed === 'string' &&
        column !== 'sku' &&
        column !== 'variantPurity' &&
        column !== 'variantMakingKind' &&
        column !== 'variantPricing' &&
        column !== 'option1Value'
          ? `${issue.message}. ${CSV_TEXTS.number}`
          : issue.message;
      problems.push({ line: variantRows[index]?.line ?? first, field: column, message });
    } else {
      const option = typeof index === 'number' ? index + 1 : 1;
      problems.push({ line: first, field: `option${option}Name`, message: issue.message });
    }
  }
  return undefined;
}

export interface StaffProductsOptions {
  /** The current metal rates, read inside the saving transaction (the pricing feature). */
  ratesForPricing: (tx: Database) => Promise<MetalRates>;
}

/**
 * The price columns of a piece: typed by staff at a fixed price, or worked out from the current
 * rate of its purity, which must have been entered.
 */
function priceValues(input: ProductInput, rates: MetalRates | undefined) {
  const pricing = input.pricing === 'rate' ? ratePricingOf(input) : undefined;
  const rateColumns = {
    netWeightMg: pricing?.netWeightMg ?? null,
    makingKind: pricing?.making.kind ?? null,
    makingValue: pricing ? makingValueOf(pricing.making) : null,
    stonesPaise: rupeesToPaise(input.stones),
    hallmarkingPaise: rupeesToPaise(input.hallmarking),
  };
  if (input.pricing === 'fixed') {
    // ProductInputSchema has checked that a piece at a fixed price has its price.
    return {
      ...rateColumns,
      pricing: 'fixed' as const,
      pricePaise: rupeesToPaise(input.price ?? 0),
      priceBreakup: null,
    };
  }
  // ProductInputSchema has checked that a rate-priced piece has what its price is made from.
  if (!pricing || !rates) throw new HttpError(400, PRODUCT_TEXTS.netWeight);
  let breakup: PriceBreakup;
  try {
    breakup = priceFromRate(pricing, rates);
  } catch (error) {
    if (error instanceof MissingRateError) throw new HttpError(400, RATE_TEXTS.missingRate(error.purity));
    throw error;
  }
  return { ...rateColumns, pricing: 'rate' as const, pricePaise: breakup.totalPaise, priceBreakup: breakup };
}

/** The columns a piece as staff write it sets; rating, reviews and pictures stay as they are. */
function rowValues(input: ProductInput, rates: MetalRates | undefined) {
  const itemType = itemTypeOf(input.peopleCategory, input.productCategory);
  // ProductInputSchema has checked that the category belongs to the people category.
  if (!itemType) throw new HttpError(400, PRODUCT_TEXTS.productCategory(input.peopleCategory));
  return {
    name: input.name,
    description: input.description,
    nameTa: input.nameTa,
    nameHi: input.nameHi,
    descriptionTa: input.descriptionTa,
    descriptionHi: input.descriptionHi,
    peopleCategory: input.peopleCategory,
    itemType,
    productCategory: input.productCategory,
    material: input.productType,
    purity: input.purity,
    gram: input.gram,
    countryOfOrigin: input.countryOfOrigin,
    ...priceValues(input, rates),
    originalPricePaise: input.originalPrice === null ? null : rupeesToPaise(input.originalPrice),
    isNew: input.isNew,
    stock: input.stock,
    customizationTypes: input.customizationTypes,
  } satisfies Partial<NewProductRow>;
}

/** What the audit log keeps of a piece: the fields staff write, in rupees as they typed them. */
function auditView(row: StaffRow): Record<string, unknown> {
  return {
    name: row.name,
    description: row.description,
    nameTa: row.nameTa,
    nameHi: row.nameHi,
    descriptionTa: row.descriptionTa,
    descriptionHi: row.descriptionHi,
    peopleCategory: row.peopleCategory,
    productCategory: row.productCategory,
    productType: row.material,
    purity: row.purity,
    gram: row.gram,
    countryOfOrigin: row.countryOfOrigin,
    pricing: row.pricing,
    price: paiseToRupees(row.pricePaise),
    originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    netWeight: row.netWeightMg === null ? null : row.netWeightMg / 1000,
    makingKind: row.makingKind,
    making: makingAsTyped(row),
    stones: paiseToRupees(row.stonesPaise),
    hallmarking: paiseToRupees(row.hallmarkingPaise),
    isNew: row.isNew,
    stock: row.stock,
    customizationTypes: row.customizationTypes,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** Words typed into the search match as they are: `%` and `_` are no wildcards. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listConditions(query: AdminProductListQuery): SQL | undefined {
  const q = query.q;
  return and(
    query.archived === 'active' ? isNull(products.archivedAt) : undefined,
    query.archived === 'archived' ? isNotNull(products.archivedAt) : undefined,
    query.peopleCategory === undefined ? undefined : eq(products.peopleCategory, query.peopleCategory),
    query.category === undefined ? undefined : eq(products.itemType, query.category),
    query.productType === undefined ? undefined : eq(products.material, query.productType),
    query.stock === 'out' ? eq(products.stock, 0) : undefined,
    query.stock === 'few' ? and(gte(products.stock, 1), lt(products.stock, FEW_LEFT_BELOW)) : undefined,
    query.stock === 'in' ? gte(products.stock, 1) : undefined,
    query.customization === 'none' ? sql`cardinality(${products.customizationTypes}) = 0` : undefined,
    query.customization !== undefined && query.customization !== 'none'
      ? arrayContains(products.customizationTypes, [query.customization])
      : undefined,
    q
      ? or(
          /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined,
          ilike(products.searchDocument, `%${literal(q.toLowerCase())}%`),
        )
      : undefined,
  );
}

export function createStaffProducts(db: Database, { ratesForPricing }: StaffProductsOptions) {
  const staffVariants = createStaffVariants(db, { ratesForPricing });
  /** The current rates for a rate-priced piece, read in its saving transaction. */
  const ratesFor = (tx: Database, input: ProductInput) =>
    input.pricing === 'rate' ? ratesForPricing(tx) : Promise.resolve(undefined);

  async function findRow(tx: Database, id: number, lock = false): Promise<StaffRow | undefined> {
    const select = tx.select(staffColumns).from(products).where(eq(products.id, id));
    const [row] = lock ? await select.for('update') : await select;
    return row;
  }

  async function product(id: number): Promise<AdminProduct> {
    const row = await findRow(db, id);
    if (!row) throw new HttpError(404, PRODUCT_TEXTS.notFound);
    return toAdminProduct(row);
  }

  async function list(query: AdminProductListQuery): Promise<AdminProductListAnswer> {
    const where = listConditions(query);
    const [counted] = await db.select({ total: count() }).from(products).where(where);
    const total = counted?.total ?? 0;
    const rows = await db
      .select(staffColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      success: true,
      products: rows.map(toAdminProduct),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  async function lowStock(): Promise<LowStockAnswer> {
    const where = and(isNull(products.archivedAt), lt(products.stock, FEW_LEFT_BELOW));
    const [counted] = await db.select({ total: count() }).from(products).where(where);
    const rows = await db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(where)
      .orderBy(asc(products.stock), asc(products.name))
      .limit(20);
    return { success: true, products: rows, total: counted?.total ?? 0 };
  }

  async function insertPiece(
    tx: Database,
    input: ProductInput,
    staffId: string,
    rates?: MetalRates,
  ): Promise<StaffRow> {
    const values = rowValues(input, rates ?? (await ratesFor(tx, input)));
    const [row] = await tx.insert(products).values(values).returning(staffColumns);
    if (!row) throw new Error('The database stored no product row');
    await recordChange(tx, {
      staffId,
      action: 'product.create',
      subject: { type: 'product', id: String(row.id) },
      after: auditView(row),
    });
    return row;
  }

  async function updatePiece(
    tx: Database,
    id: number,
    values: PgUpdateSetSource<typeof products>,
    staffId: string,
    action: 'product.update' | 'product.archive' | 'product.restore',
  ): Promise<StaffRow | undefined> {
    const before = await findRow(tx, id, true);
    if (!before) return undefined;
    const [after] = await tx.update(products).set(values).where(eq(products.id, id)).returning(staffColumns);
    if (!after) return undefined;
    const changed = changedFields(auditView(before), auditView(after));
    if (Object.keys(changed.after).length > 0) {
      await recordChange(tx, { staffId, action, subject: { type: 'product', id: String(id) }, ...changed });
    }
    return after;
  }

  async function create(input: ProductInput, staffId: string): Promise<AdminProduct> {
    const row = await db.transaction((tx) => insertPiece(tx, input, staffId));
    return toAdminProduct(row);
  }

  async function update(id: number, input: ProductInput, staffId: string): Promise<AdminProduct> {
    const row = await db.transaction(async (tx) => {
      const updated = await updatePiece(
        tx,
        id,
        rowValues(input, await ratesFor(tx, input)),
        staffId,
        'product.update',
      );
      // Its variants priced from the rate take the design's purity, making and stones they lack.
      if (updated) await staffVariants.repriceIn(tx, id);
      return updated;
    });
    if (!row) throw new HttpError(404, PRODUCT_TEXTS.notFound);
    return toAdminProduct(row);
  }

  /** Archived, a piece leaves the storefront; its orders keep their lines, and it can come back. */
  async function setArchived(id: number, archived: boolean, staffId: string): Promise<AdminProduct> {
    const row = await db.transaction(async (tx) => {
      const current = await findRow(tx, id, true);
      if (!current) return undefined;
      if ((current.archivedAt !== null) === archived) return current;
      return updatePiece(
        tx,
        id,
        { archivedAt: archived ? new Date() : null },
        staffId,
        archived ? 'product.archive' : 'product.restore',
      );
    });
    if (!row) throw new HttpError(404, PRODUCT_TEXTS.notFound);
    return toAdminProduct(row);
  }

  async function exportCsv(): Promise<string> {
    const rows = await db.select(staffColumns).from(products).orderBy(asc(products.id));
    const variants = await staffVariants.allOfDesigns();
    const records = rows.flatMap((row): Record<string, string | number>[] => {
      const design: Record<ProductCsvColumn, string | number> = {
        id: row.id,
        name: row.name,
        description: row.description,
        peopleCategory: row.peopleCategory,
        productCategory: row.productCategory,
        productType: row.material,
        purity: row.purity,
        gram: row.gram,
        pricing: row.pricing,
        price: paiseToRupees(row.pricePaise),
        originalPrice: row.originalPricePaise === null ? '' : paiseToRupees(row.originalPricePaise),
        netWeight: row.netWeightMg === null ? '' : (row.netWeightMg / 1000).toFixed(3),
        makingKind: row.makingKind ?? '',
        making: makingAsTyped(row) ?? '',
        stones: paiseToRupees(row.stonesPaise),
        hallmarking: paiseToRupees(row.hallmarkingPaise),
        isNew: row.isNew ? 'yes' : 'no',
        stock: row.stock,
        customizationTypes: row.customizationTypes.join('|'),
        archived: row.archivedAt === null ? 'no' : 'yes',
        countryOfOrigin: row.countryOfOrigin,
        nameTa: row.nameTa,
        nameHi: row.nameHi,
        descriptionTa: row.descriptionTa,
        descriptionHi: row.descriptionHi,
      };
      const own = row.options.length > 0 ? (variants.get(row.id) ?? []) : [];
      if (own.length === 0) return [design];
      // One row a variant: the design's columns and its options' names on the first.
      return own.map((variant, index) => ({
        ...(index === 0 ? design : { id: row.id }),
        ...variantCsvCells(row.options, variant, index === 0),
      }));
    });
    // The variants' columns only while some design has options: a catalogue without any
    // exports the file it always did.
    const fields =
      variants.size > 0 ? [...PRODUCT_CSV_COLUMNS, ...VARIANT_CSV_COLUMNS] : [...PRODUCT_CSV_COLUMNS];
    // papaparse's own pattern misses a formula followed by a line break; ours does not.
    return Papa.unparse({ fields, data: records }, { escapeFormulae: CSV_FORMULA_CELL });
  }

  /**
   * Reads every row before anything is stored, and stores nothing if any row has a problem.
   * A row with an id updates that piece; a row without one adds a piece. The rows of a design's
   * variants follow its first row (VARIANT_CSV_COLUMNS).
   */
  async function importCsv(text: string, staffId: string): Promise<CsvImportAnswer> {
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
    });
    const problems: CsvProblem[] = [];
    const columns = parsed.meta.fields ?? [];
    const missing = PRODUCT_CSV_COLUMNS.filter(
      (column) => !OPTIONAL_CSV_COLUMNS.includes(column) && !columns.includes(column),
    );
    if (missing.length > 0) {
      throw new CsvImportError([
        { line: 1, field: missing.join(', '), message: CSV_TEXTS.missingColumns(missing) },
      ]);
    }
    if (parsed.data.length === 0) throw new HttpError(400, CSV_TEXTS.empty);
    if (parsed.data.length > MAX_CSV_ROWS) throw new HttpError(400, CSV_TEXTS.tooManyRows(MAX_CSV_ROWS));

    // Each design with the rows of its variants: a row without a name continues the design above.
    const designs: {
      line: number;
      record: Record<string, string>;
      optionNames: string[];
      variantRows: { line: number; record: Record<string, string> }[];
    }[] = [];
    parsed.data.forEach((record, index) => {
      // The spreadsheet's row number: the header is row 1.
      const line = index + 2;
      if ((record.name ?? '').trim() === '' && csvHasVariant(record)) {
        const above = designs.at(-1);
        const idText = (record.id ?? '').trim();
        if (!above || above.optionNames.length === 0)
          problems.push({ line, field: 'name', message: VARIANT_CSV_TEXTS.noDesignAbove });
        else if (idText !== '' && idText !== (above.record.id ?? '').trim())
          problems.push({ line, field: 'id', message: VARIANT_CSV_TEXTS.otherDesign(idText) });
        else {
          if (csvOptionNames(record).length > 0)
            problems.push({ line, field: 'option1Name', message: VARIANT_CSV_TEXTS.optionNameLater });
          above.variantRows.push({ line, record });
        }
        return;
      }
      const optionNames = csvOptionNames(record);
      if (optionNames.length === 0 && csvHasVariant(record))
        problems.push({ line, field: 'option1Name', message: VARIANT_CSV_TEXTS.optionsOfVariantsOnly });
      designs.push({
        line,
        record,
        optionNames,
        variantRows: optionNames.length > 0 ? [{ line, record }] : [],
      });
    });

    const rows: {
      line: number;
      id: number | undefined;
      input: ProductInput;
      archived: boolean | undefined;
      variants: DesignVariantsInput | undefined;
    }[] = [];
    const seenIds = new Set<number>();
    for (const { line, record, optionNames, variantRows } of designs) {
      const idText = (record.id ?? '').trim();
      let id: number | undefined;
      if (idText !== '') {
        if (!/^\d{1,9}$/.test(idText)) problems.push({ line, field: 'id', message: CSV_TEXTS.badId });
        else if (seenIds.has(Number(idText)))
          problems.push({ line, field: 'id', message: CSV_TEXTS.repeatedId(idText) });
        else {
          id = Number(idText);
          seenIds.add(id);
        }
      }
      const { fields, archived } = csvRowToFields(record);
      if (typeof archived === 'string') problems.push({ line, field: 'archived', message: CSV_TEXTS.yesNo });
      const variants =
        variantRows.length > 0 ? readVariantRows(optionNames, variantRows, problems) : undefined;
      if (variants) {
        // A design with options is priced and stocked by its variants (their trigger writes its
        // figures), so its own price and stock may be left empty: its variants' stand in.
        const prices = variants.variants.flatMap((variant) =>
          variant.price === null ? [] : [variant.price],
        );
        if (fields.price === '' && fields.pricing === 'fixed')
          fields.price = prices.length > 0 ? Math.min(...prices) : 1;
        if (fields.stock === '')
          fields.stock = variants.variants.reduce((sum, variant) => sum + variant.stock, 0);
      }
      const checked = ProductInputSchema.safeParse(fields);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? '');
          const typed = fields[field];
          const message =
            typeof typed === 'string' && field === 'isNew'
              ? CSV_TEXTS.yesNo
              : typeof typed === 'string' &&
                  [
                    'gram',
                    'price',
                    'originalPrice',
                    'stock',
                    'netWeight',
                    'making',
                    'stones',
                    'hallmarking',
                  ].includes(field)
                ? `${issue.message}. ${CSV_TEXTS.number}`
                : issue.message;
          problems.push({ line, field, message });
        }
        continue;
      }
      rows.push({
        line,
        id,
        input: checked.data,
        archived: typeof archived === 'boolean' && columns.includes('archived') ? archived : undefined,
        variants,
      });
    }
    problems.sort((a, b) => a.line - b.line);
    if (problems.length > 0) throw new CsvImportError(problems);

    const counts = await db.transaction(async (tx) => {
      let created = 0;
      let updated = 0;
      const unknown: CsvProblem[] = [];
      const rates = rows.some((row) => row.input.pricing === 'rate') ? await ratesForPricing(tx) : undefined;
      /** Gives a design its variants; a refusal (a SKU of another piece, an unpaid order's size) names its row. */
      const saveVariants = async (row: (typeof rows)[number], pieceId: number) => {
        if (!row.variants) return;
        const known = await staffVariants.idsBySku(tx, pieceId);
        const input: DesignVariantsInput = {
          options: row.variants.options,
          variants: row.variants.variants.map((variant) => {
            const own = known.get(variant.sku);
            return own === undefined ? variant : { ...variant, id: own };
          }),
        };
        try {
          await staffVariants.saveIn(tx, pieceId, input, staffId);
        } catch (error) {
          if (!(error instanceof HttpError) || error instanceof CsvImportError) throw error;
          throw new CsvImportError([{ line: row.line, field: 'sku', message: error.message }]);
        }
      };
      /** Prices a design's variants again from its new row; a missing rate names its row. */
      const repriceVariants = async (row: (typeof rows)[number], pieceId: number) => {
        try {
          await staffVariants.repriceIn(tx, pieceId);
        } catch (error) {
          if (!(error instanceof HttpError) || error instanceof CsvImportError) throw error;
          throw new CsvImportError([{ line: row.line, field: 'purity', message: error.message }]);
        }
      };
      for (const row of rows) {
        if (row.input.pricing === 'rate' && rates?.[row.input.purity] === undefined) {
          unknown.push({
            line: row.line,
            field: 'purity',
            message: RATE_TEXTS.missingRate(row.input.purity),
          });
          continue;
        }
        const archivedAt: PgUpdateSetSource<typeof products> =
          row.archived === undefined
            ? {}
            : { archivedAt: row.archived ? sql`coalesce(${products.archivedAt}, now())` : null };
        if (row.id === undefined) {
          const inserted = await insertPiece(tx, row.input, staffId, rates);
          await saveVariants(row, inserted.id);
          if (row.archived)
            await updatePiece(tx, inserted.id, { archivedAt: new Date() }, staffId, 'product.archive');
          created += 1;
          continue;
        }
        const done = await updatePiece(
          tx,
          row.id,
          { ...rowValues(row.input, rates), ...archivedAt },
          staffId,
          'product.update',
        );
        if (!done) {
          unknown.push({ line: row.line, field: 'id', message: CSV_TEXTS.unknownId(String(row.id)) });
          continue;
        }
        // A file's variant rows price the design's variants; without them, they follow its row.
        if (row.variants) await saveVariants(row, row.id);
        else await repriceVariants(row, row.id);
        updated += 1;
      }
      // Rolls the whole import back: nothing of a refused file is stored.
      if (unknown.length > 0) throw new CsvImportError(unknown);
      return { created, updated };
    });
    return { success: true, message: CSV_TEXTS.imported(counts.created, counts.updated), ...counts };
  }

  return { list, lowStock, product, create, update, setArchived, exportCsv, importCsv };
}

export type StaffProducts = ReturnType<typeof createStaffProducts>;
