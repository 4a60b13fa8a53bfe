// Desktop navigation dropdowns open under their own item and stay inside the window.
import { describe, expect, it } from 'vitest'
import { dropdownOffset } from '../../../src/views/layout/MainNav'

describe('dropdown placement', () => {
  it('centres a dropdown under its item when there is room', () => {
    expect(dropdownOffset({ left: 600, width: 100 }, 300, 1440)).toBe(-100)
  })
  it('keeps a dropdown near the left edge inside the window (the 真人视讯 menu)', () => {
    // Item at 140 px, a 700 px panel: centring would start it at -160 px.
    const offset = dropdownOffset({ left: 140, width: 120 }, 700, 1024)
    expect(140 + offset).toBe(16)
  })
  it('keeps a dropdown near the right edge inside the window', () => {
    const offset = dropdownOffset({ left: 1300, width: 100 }, 500, 1440)
    expect(1300 + offset + 500).toBe(1440 - 16)
  })
})
