// A KYC document on demand (src/console/views/kyc/KycCard.tsx): read through the area's calls.ts like
// every other load (useLoad), shown from an object URL that is revoked when the image leaves the
// screen, or the failure in words.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KycDocument } from '../../../core/contract/kyc'

const calls = vi.hoisted(() => ({
  documentImage: vi.fn(async (_id: number) => new Blob(['png'], { type: 'image/png' })),
  loadKycPlayer: vi.fn(),
}))
vi.mock('../../../src/console/views/kyc/calls', () => calls)

const { KycDocuments } = await import('../../../src/console/views/kyc/KycCard')

const doc: KycDocument = {
  id: 41,
  kind: 'identity',
  state: 'pending',
  reason: '',
  size: 3,
  created_at: '2026-01-02 03:04:05',
}

describe('KYC document image', () => {
  const created: string[] = []
  const revoked: string[] = []
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:doc-${created.length}`)
      return created[created.length - 1]
    })
    URL.revokeObjectURL = vi.fn((u: string) => void revoked.push(u))
  })
  afterEach(() => {
    created.length = 0
    revoked.length = 0
    calls.documentImage.mockClear()
  })

  it('shows the document when asked and revokes its URL when hidden', async () => {
    const user = userEvent.setup()
    render(<KycDocuments documents={[doc]} />)
    const view = screen.getByRole('button', { name: '查看证件' })
    await user.click(view)
    const img = await screen.findByRole('img', { name: '查看证件' })
    expect(calls.documentImage).toHaveBeenCalledWith(41)
    expect(img.getAttribute('src')).toBe(created[created.length - 1])
    await user.click(view)
    expect(screen.queryByRole('img')).toBeNull()
    expect(revoked).toEqual(created)
  })

  it('says so when the document cannot be read', async () => {
    calls.documentImage.mockRejectedValueOnce(new Error('not an image'))
    const user = userEvent.setup()
    render(<KycDocuments documents={[doc]} />)
    await user.click(screen.getByRole('button', { name: '查看证件' }))
    expect(await screen.findByText('证件无法显示，请稍后再试')).toBeTruthy()
    expect(created).toEqual([])
  })
})
