// Whether a process may start with the captcha switched off (docs/auth-limits.md). CAPTCHA=off exists
// for automated tests and local tools on the embedded database; a start on PostgreSQL (a deployment)
// refuses it unless ALLOW_CAPTCHA_OFF=1 says the operator means it.

/** The reason this environment must not start, or null. */
export function captchaStartProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.CAPTCHA !== 'off' || !env.DATABASE_URL || env.ALLOW_CAPTCHA_OFF === '1') return null
  return 'refusing to start: CAPTCHA=off with DATABASE_URL set (a PostgreSQL deployment); unset CAPTCHA, or set ALLOW_CAPTCHA_OFF=1 if the captcha really must be off'
}

export const captchaOff = (env: NodeJS.ProcessEnv) => env.CAPTCHA === 'off'
