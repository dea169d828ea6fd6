import { DOCUMENT_NAMES } from '@shop/shared/gst';
import { GST_MONTH_TEXTS, type GstMonthAnswer } from '@shop/shared/gst-month';
import { formatPaiseWithPaise } from '@shop/shared/money';

const CELL = 'px-3 py-2 text-left';
const AMOUNT = 'px-3 py-2 text-right tabular-nums';

function Table({
  title,
  headings,
  rows,
  empty,
}: {
  title: string;
  headings: string[];
  rows: (string | number)[][];
  /** Said in the table's one row when it has none, so a blank table never looks like a fault. */
  empty?: string;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full text-sm">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              {headings.map((heading, index) => (
                <th key={heading} scope="col" className={index === 0 ? CELL : AMOUNT}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.length === 0 && empty && (
              <tr>
                <td colSpan={headings.length} className={`${CELL} text-stone-600`}>
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, index) => (
                  <td key={headings[index]} className={index === 0 ? CELL : AMOUNT}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The month's GSTR-1 tables: B2C supplies by place of supply and rate, the HSN summary, the documents issued. */
export function MonthFigures({ figures }: { figures: GstMonthAnswer }) {
  if (figures.documents.length === 0) return <p role="status">{GST_MONTH_TEXTS.noDocuments}</p>;
  const money = formatPaiseWithPaise;
  return (
    <div className="space-y-6">
      <Table
        title={GST_MONTH_TEXTS.b2cs}
        empty={GST_MONTH_TEXTS.noSupplies}
        headings={['Place of supply', 'Rate', 'Taxable value', 'CGST', 'SGST', 'IGST']}
        rows={figures.b2cs.map((row) => [
          row.placeOfSupply,
          `${row.ratePercent} %`,
          money(row.taxablePaise),
          money(row.cgstPaise),
          money(row.sgstPaise),
          money(row.igstPaise),
        ])}
      />
      <Table
        title={GST_MONTH_TEXTS.hsn}
        empty={GST_MONTH_TEXTS.noSupplies}
        headings={['HSN', 'Quantity', 'Taxable value', 'CGST', 'SGST', 'IGST']}
        rows={figures.hsn.map((row) => [
          row.hsn,
          row.quantity,
          money(row.taxablePaise),
          money(row.cgstPaise),
          money(row.sgstPaise),
          money(row.igstPaise),
        ])}
      />
      <Table
        title={GST_MONTH_TEXTS.documents}
        headings={['Document', 'First number', 'Last number', 'Count', 'Cancelled']}
        rows={figures.documents.map((row) => [
          DOCUMENT_NAMES[row.kind],
          row.firstNumber,
          row.lastNumber,
          row.count,
          row.cancelled,
        ])}
      />
    </div>
  );
}
