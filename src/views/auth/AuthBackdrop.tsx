// The animated backdrop of /login and /register, all CSS and SVG (no video): a night-stadium skyline,
// two sweeping floodlight beams, drifting gold haze and rising sparks. Decorative only.
import { AUTH_STADIUM } from './pictures'

const SPARKS = [
  { left: '8%', size: 6, delay: '0s', duration: '9s' },
  { left: '18%', size: 4, delay: '2.5s', duration: '11s' },
  { left: '27%', size: 5, delay: '5s', duration: '10s' },
  { left: '39%', size: 3, delay: '1.2s', duration: '12s' },
  { left: '52%', size: 6, delay: '3.8s', duration: '9.5s' },
  { left: '63%', size: 4, delay: '6.2s', duration: '11.5s' },
  { left: '74%', size: 5, delay: '0.6s', duration: '10.5s' },
  { left: '85%', size: 3, delay: '4.4s', duration: '12.5s' },
  { left: '93%', size: 5, delay: '7s', duration: '9s' },
] as const

export function AuthBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden bg-navy-950">
      <div className="absolute -inset-[10%] animate-drift bg-[radial-gradient(40%_35%_at_25%_30%,rgb(230_181_67/0.22),transparent_70%),radial-gradient(35%_30%_at_80%_20%,rgb(83_103_163/0.45),transparent_70%),radial-gradient(50%_40%_at_60%_90%,rgb(232_57_43/0.14),transparent_70%)]" />
      <div className="auth-beam absolute -top-[20%] left-[12%] h-[140%] w-40 origin-top bg-gradient-to-b from-gold-200/25 via-gold-200/5 to-transparent blur-xl" />
      <div className="auth-beam auth-beam--late absolute -top-[20%] right-[14%] h-[140%] w-40 origin-top bg-gradient-to-b from-ink-50/20 via-ink-50/5 to-transparent blur-xl" />
      <img
        src={AUTH_STADIUM}
        alt=""
        className="absolute inset-x-0 bottom-0 w-full min-w-[56rem] opacity-90"
      />
      <div className="absolute inset-0 bg-[linear-gradient(180deg,rgb(5_9_21/0.2),rgb(5_9_21/0.1)_40%,rgb(5_9_21/0.85))]" />
      {SPARKS.map((s) => (
        <span
          key={s.left}
          className="auth-spark absolute bottom-0 rounded-full bg-gold-200 shadow-[0_0_12px_2px_rgb(242_203_99/0.7)]"
          style={{
            left: s.left,
            width: s.size,
            height: s.size,
            animationDelay: s.delay,
            animationDuration: s.duration,
          }}
        />
      ))}
    </div>
  )
}
