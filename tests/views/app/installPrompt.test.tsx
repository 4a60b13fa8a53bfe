// The app download page's 添加到主屏幕 button: shown only while the browser offers installing
// (beforeinstallprompt, caught at start-up), and the offer is used once.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { listenForInstallPrompt, promptInstall, useCanInstall } from '../../../src/sw/installPrompt'

function Probe() {
  const can = useCanInstall()
  return can ? (
    <button type="button" onClick={() => void promptInstall()}>
      添加到主屏幕
    </button>
  ) : null
}

function offer(outcome: 'accepted' | 'dismissed') {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>
    userChoice: Promise<{ outcome: string }>
  }
  e.prompt = vi.fn(async () => undefined)
  e.userChoice = Promise.resolve({ outcome })
  return e
}

describe('install prompt', () => {
  it('shows the button only while the browser offers, and uses the offer once', async () => {
    const target = new EventTarget() as unknown as Window
    listenForInstallPrompt(target)
    render(<Probe />)
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull()

    const e = offer('accepted')
    act(() => void target.dispatchEvent(e))
    expect(e.defaultPrevented).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: '添加到主屏幕' }))
    expect(e.prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull()
    expect(await promptInstall()).toBe(false)

    act(() => void target.dispatchEvent(offer('dismissed')))
    expect(screen.getByRole('button', { name: '添加到主屏幕' })).toBeTruthy()
    act(() => void target.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull()
  })
})
