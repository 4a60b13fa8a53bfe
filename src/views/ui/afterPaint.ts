/**
 * Run `fn` once the next frame has been painted and shown: the frame after it has begun (two animation
 * frames), then a task. One frame is not enough: the first frame of a page can reach the screen after
 * the next task has already run. Returns the way to cancel it. For work the first screen does not need:
 * it then never stands between the player and that paint.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const t = setTimeout(fn, 0)
    return () => clearTimeout(t)
  }
  let t: ReturnType<typeof setTimeout> | undefined
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      t = setTimeout(fn, 0)
    })
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(t)
  }
}

/** After the first screen is painted, this long for its pictures to be drawn (an SVG can take a frame or two more). */
const FIRST_SCREEN_SETTLE_MS = 300

let firstScreenShown: () => void = () => {}
/** Resolves once the app's first screen (the opened page, not a loading spinner) has been painted. */
export const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve
})
/** Called by the app's root after its first commit. */
export const markFirstScreen = () =>
  afterPaint(() => {
    setTimeout(firstScreenShown, FIRST_SCREEN_SETTLE_MS)
  })

/**
 * Run `fn` after the first screen has been shown and after the next paint: for what a page adds once
 * it is on screen (the banner slider, the welcome dialog). Returns the way to cancel it.
 */
export function afterFirstScreen(fn: () => void): () => void {
  let cancelled = false
  let cancelPaint = () => {}
  firstScreen.then(() => {
    if (!cancelled) cancelPaint = afterPaint(fn)
  })
  return () => {
    cancelled = true
    cancelPaint()
  }
}
