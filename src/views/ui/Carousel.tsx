import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { afterFirstScreen } from './afterPaint'
import { cx } from './cx'

export type CarouselProps = {
  slides: readonly ReactNode[]
  label: string
  /** 0 disables autoplay. */
  autoplayMs?: number
  durationMs?: number
  loop?: boolean
  dots?: boolean
  arrows?: boolean
  className?: string
}

const CarouselSlider = lazy(() => import('./CarouselSlider'))

/**
 * A slider of banners or artwork. The first screen shows the first slide as a still picture in the
 * slider's own box; the slider (keen-slider, its arrows and dots) loads after the first paint and takes
 * its place at the same size, so the page's largest picture never waits for the slider's code
 * (docs/delivery.md).
 */
export function Carousel(props: CarouselProps) {
  const [live, setLive] = useState(false)
  useEffect(() => afterFirstScreen(() => setLive(true)), [])
  const still = <StillSlide {...props} />
  return live ? (
    <Suspense fallback={still}>
      <CarouselSlider {...props} />
    </Suspense>
  ) : (
    still
  )
}

function StillSlide({ slides, label, className }: CarouselProps) {
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx('group relative', className)}>
      <div className="h-full overflow-hidden">
        <div className="relative h-full w-full">{slides[0]}</div>
      </div>
    </section>
  )
}
