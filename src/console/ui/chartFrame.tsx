// The frame every console chart draws (the dashboard, the reports): a faint grid, the axes in the
// console's muted ink, the dark tooltip and a small legend. Imported only by lazily loaded pages, so
// recharts stays out of the console's first chunk (docs/console.md).
import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { decimalCents, displayMoney } from '../../../core/money'

const AXIS = { stroke: '#8a95b0', fontSize: 11 }
const TOOLTIP = {
  contentStyle: { background: '#131d3d', border: '1px solid rgba(255,255,255,0.1)', fontSize: 12 },
  labelStyle: { color: '#e6eaf3' },
}

/**
 * A wire amount as a chart plots it: whole cents, a plain integer, so an amount never becomes a
 * fraction of a yuan; the frame's `cents` option labels the axis and the tooltip back in yuan.
 */
export const chartCents = (amount: string) => Number(decimalCents(amount))

const yuanLabel = (cents: number) => displayMoney(BigInt(Math.round(cents)), '')

/**
 * The frame's elements, keyed, to place among a chart's children. A list of recharts' own elements
 * rather than a wrapper component: the charts then see the same children as when written out.
 */
export function chartFrame(
  xKey: string,
  {
    width = 60,
    allowDecimals,
    cents = false,
  }: { width?: number; allowDecimals?: boolean; cents?: boolean } = {},
) {
  return [
    <CartesianGrid key="grid" stroke="rgba(255,255,255,0.06)" />,
    <XAxis key="x" dataKey={xKey} {...AXIS} />,
    <YAxis
      key="y"
      {...AXIS}
      width={width}
      allowDecimals={cents ? false : allowDecimals}
      tickFormatter={cents ? (v: number) => yuanLabel(v).replace(/\.00$/, '') : undefined}
    />,
    <Tooltip
      key="tooltip"
      {...TOOLTIP}
      formatter={cents ? (v) => (typeof v === 'number' ? yuanLabel(v) : v) : undefined}
    />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ]
}
