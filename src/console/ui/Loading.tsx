// The frame of a screen part that waits on one useLoad: the server's message with a retry when the
// load failed and nothing is shown yet, a spinner while the first answer is on its way, then the part
// itself with the data (kept on screen while a reload runs).
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { Button, Notice, Spinner } from './kit'
import type { Loaded } from './useLoad'

/** The room around the spinner: inside a card, or as a page's (or tab's) whole body. */
const spaces = { card: 'p-6', page: 'p-10' } as const

export function Loading<T>({
  loaded,
  space = 'card',
  children,
}: {
  loaded: Loaded<T>
  space?: keyof typeof spaces
  children: (data: T) => ReactNode
}) {
  const { t } = useT()
  if (loaded.error && !loaded.data)
    return (
      <Notice kind="error" title={t('app.error')} text={loaded.error}>
        <Button onClick={loaded.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  if (!loaded.data)
    return (
      <p className={`${spaces[space]} text-center text-ink-300`}>
        <Spinner /> {t('app.loading')}
      </p>
    )
  return <>{children(loaded.data)}</>
}
