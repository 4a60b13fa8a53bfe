// The console's shared filter form (src/console/ui/FilterBar.tsx) as the deposit queue uses it: a typed
// amount is checked by the money parser before anything is sent, the error stands beside its field,
// 搜索 applies the draft and goes back to the first page, 重置 clears it.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useT } from '../../../src/console/i18n'
import { FilterBar, FilterField, useFilters } from '../../../src/console/ui/FilterBar'
import { checkFilters } from '../../../src/console/views/QueueFilters'
import { NO_FILTERS } from '../../../src/console/views/queueRows'

function Probe() {
  const { t } = useT()
  const filters = useFilters(NO_FILTERS, 20, (f) => checkFilters(t, f))
  return (
    <>
      <FilterBar label="筛选" filters={filters}>
        <FilterField filters={filters} name="min_amount" label="最低金额" />
        <FilterField filters={filters} name="max_amount" label="最高金额" />
      </FilterBar>
      <output>{`${filters.applied.min_amount}|${filters.applied.max_amount}|${filters.pagination.pageIndex}`}</output>
    </>
  )
}

/** The error text a field points to (aria-describedby), or null. */
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('FilterBar', () => {
  it('refuses a malformed or reversed amount by field, applies "200.5" and resets', async () => {
    const user = userEvent.setup()
    render(<Probe />)
    const min = screen.getByRole('textbox', { name: '最低金额' })
    const max = screen.getByRole('textbox', { name: '最高金额' })
    await user.type(min, '1.005')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(min.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(min)).toBe('请输入金额，如 200 或 200.5（最多两位小数）')
    expect(screen.getByRole('status').textContent).toBe('||0')

    await user.clear(min)
    await user.type(min, '300')
    await user.type(max, '200.5')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(errorOf(max)).toBe('最高金额不能低于最低金额')

    await user.clear(min)
    await user.type(min, '200')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(errorOf(max)).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('200|200.5|0')

    await user.click(screen.getByRole('button', { name: '重置' }))
    expect((min as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('status').textContent).toBe('||0')
  })
})
