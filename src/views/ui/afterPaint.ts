/**
 * Run `fn` once the next frame has been painted (a frame, then a task); returns the way to cancel it.
 * For work the first screen does not need: it then never stands between the player and that paint.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const t = setTimeout(fn, 0)
    return () => clearTimeout(t)
  }
  let t: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    t = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(t)
  }
}

let firstScreenShown: () => void = () => {}
/** Resolves once the app's first screen (the opened page, not a loading spinner) has been painted. */
export const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve
})
/** Called by the app's root after its first commit. */
export const markFirstScreen = () => afterPaint(firstScreenShown)
