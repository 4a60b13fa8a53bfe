import 'keen-slider/keen-slider.min.css'
import { type KeenSliderPlugin, useKeenSlider } from 'keen-slider/react'
import { useState } from 'react'
import { useT } from '../../i18n'
import type { CarouselProps } from './Carousel'
import { cx } from './cx'

/**
 * keen-slider's documented autoplay plugin: advance every `ms`, pause while the pointer is over the
 * slider or a drag is in progress. Slide timing is presentation, not application state, so it lives here.
 */
const autoplay =
  (ms: number): KeenSliderPlugin =>
  (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let hovered = false
    const clear = () => timer && clearTimeout(timer)
    const next = () => {
      clear()
      if (hovered) return
      timer = setTimeout(() => slider.next(), ms)
    }
    slider.on('created', () => {
      slider.container.addEventListener('mouseenter', () => {
        hovered = true
        clear()
      })
      slider.container.addEventListener('mouseleave', () => {
        hovered = false
        next()
      })
      next()
    })
    slider.on('dragStarted', clear)
    slider.on('animationEnded', next)
    slider.on('updated', next)
    slider.on('destroyed', clear)
  }

/** The slider itself (keen-slider); pages use `Carousel`, which loads this after the first paint. */
export default function CarouselSlider({
  slides,
  label,
  autoplayMs = 3000,
  durationMs = 1000,
  loop = true,
  dots = true,
  arrows = true,
  className,
}: CarouselProps) {
  const t = useT()
  const [current, setCurrent] = useState(0)
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop,
      defaultAnimation: { duration: durationMs },
      slideChanged: (s) => setCurrent(s.track.details.rel),
    },
    autoplayMs > 0 && slides.length > 1 ? [autoplay(autoplayMs)] : [],
  )
  const go = (i: number) => slider.current?.moveToIdx(i)
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx('group relative', className)}>
      <div ref={ref} className="keen-slider h-full">
        {slides.map((s, i) => (
          // A slide out of view is inert: hidden from assistive technology and its links out of the Tab order.
          <div key={i} className="keen-slider__slide" inert={i !== current}>
            {s}
          </div>
        ))}
      </div>
      {arrows && slides.length > 1 ? (
        <>
          <ArrowButton side="left" label={t('common.prevSlide')} onClick={() => slider.current?.prev()} />
          <ArrowButton side="right" label={t('common.nextSlide')} onClick={() => slider.current?.next()} />
        </>
      ) : null}
      {dots && slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-1 flex justify-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('common.slide', { n: i + 1 })}
              aria-current={i === current || undefined}
              onClick={() => go(i)}
              // A 24 px target around the small dot (WCAG 2.2 target size).
              className="group/dot flex h-6 min-w-6 items-center justify-center"
            >
              <span
                className={cx(
                  'h-1.5 rounded-full transition-all',
                  i === current ? 'w-6 bg-gold-300' : 'w-1.5 bg-white/50 group-hover/dot:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right'
  label: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/55 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 focus-visible:opacity-100',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path
          d={side === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
