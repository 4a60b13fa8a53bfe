// The invitation to consider a deposit limit after registering (issue 17 item 2): the register flow
// raises it, <LimitPrompt/> shows it once. Kept in sessionStorage so it survives the navigation that
// follows a sign-up.
export const LIMIT_PROMPT_KEY = 'limitPrompt'
export const LIMIT_PROMPT_EVENT = 'jd:limitprompt'

export function askForLimitPrompt() {
  sessionStorage.setItem(LIMIT_PROMPT_KEY, '1')
  window.dispatchEvent(new Event(LIMIT_PROMPT_EVENT))
}
