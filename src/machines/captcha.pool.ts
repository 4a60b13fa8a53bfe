// The 21 captcha pictures (spec §4, §9). Each name IS the 4-character code its picture shows, so the
// comparison needs no lookup table; SPA-UI draws /img/captcha/<name>.svg for every name here. Letters
// and digits are mixed and look-alikes (0/O, 1/l/I, 5/S) are left out. Login and register pick from
// the first 20; the 21st exists in the pool but is never picked on those screens (as in the original).
export const CAPTCHA_POOL = [
  'a3k7',
  'b8m2',
  'c4p9',
  'd6r3',
  'e2t8',
  'f9w4',
  'g3x2',
  'h7y6',
  'j3n8',
  'k2q4',
  'm6e9',
  'n4u3',
  'p8v2',
  'q7z4',
  'r3c6',
  's9d4',
  't2f8',
  'u7g3',
  'v4h9',
  'w6j2',
  'x8e7',
] as const

export type CaptchaName = (typeof CAPTCHA_POOL)[number]

/** How many of the pool the login and register screens pick from. */
export const CAPTCHA_PICK_FROM = 20

export const captchaSrc = (name: string) => `/img/captcha/${name}.svg`
