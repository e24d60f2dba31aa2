import type { FeeSummary } from '@shared/pages';

/** An agreement's fee lines with net, VAT and total: the same figures as its invoice and receipt. */
export function FeeTable({ fees, caption }: { fees: FeeSummary; caption: string }) {
  return (
    <div className="text-sm">
      <table className="w-full">
        <caption className="mb-1 text-left font-medium text-crmgray-900 dark:text-zinc-100">
          {caption}
        </caption>
        <tbody>
          {fees.lines.map((line) => (
            <tr key={line.description}>
              <th scope="row" className="py-0.5 pr-3 text-left font-normal">
                {line.description}
              </th>
              <td className="py-0.5 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
          {fees.totals.map(([label, value], index) => (
            <tr
              key={label}
              className={
                index === fees.totals.length - 1
                  ? 'font-semibold'
                  : index === 0
                    ? 'border-t border-crmgray-200 dark:border-zinc-700'
                    : undefined
              }
            >
              <th scope="row" className="py-0.5 pr-3 text-left font-[inherit]">
                {label}
              </th>
              <td className="py-0.5 text-right tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {fees.note && <p className="mt-1 text-xs text-crmgray-600 dark:text-zinc-400">{fees.note}</p>}
    </div>
  );
}
