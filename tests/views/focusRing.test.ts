// A heading focused by script after a navigation keeps focus (for screen readers) but draws no ring.
import { afterEach, describe, expect, it } from 'vitest'
import { focusPageStart, PAGE_START_CLASS } from '../../src/routes/focus'

describe('focus after navigation', () => {
  afterEach(() => document.body.replaceChildren())

  it('focuses the heading without a focus ring', () => {
    document.body.innerHTML = '<main><h1 class="text-2xl">真人视讯</h1><a href="#">x</a></main>'
    const h1 = document.querySelector('h1')!
    // jsdom draws nothing: report one box so the heading counts as drawn.
    h1.getClientRects = () => [{}] as unknown as DOMRectList
    expect(focusPageStart()).toBe(true)
    expect(document.activeElement).toBe(h1)
    expect(h1.tabIndex).toBe(-1)
    expect(h1.classList.contains(PAGE_START_CLASS)).toBe(true)
    expect(h1.classList.contains('text-2xl')).toBe(true)
  })

  it('leaves a real control its ring', () => {
    document.body.innerHTML = '<main tabindex="0"></main>'
    expect(focusPageStart()).toBe(true)
    expect(document.querySelector('main')!.classList.contains(PAGE_START_CLASS)).toBe(false)
  })
})
