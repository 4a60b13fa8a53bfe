import { Dialog, DialogPanel, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { useT } from '../../i18n'
import { useIsLoggedIn } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { buttonClasses } from '../ui/Button'
import { ChevronDownIcon } from '../ui/ChevronDownIcon'
import { CloseIcon } from '../ui/CloseIcon'
import { cx } from '../ui/cx'
import { LanguageFlags } from './Flags'
import { BalanceRefresh, LogoutButton } from './HeaderMember'
import { NavIcon } from './NavIcon'
import { memberLinks, type NavSection } from './navModel'

/** The phone navigation: a drawer from the left; categories unfold into their venues. */
export function MobileNav({
  open,
  onClose,
  sections,
  clock,
}: {
  open: boolean
  onClose: () => void
  sections: NavSection[]
  clock: string
}) {
  const t = useT()
  const loggedIn = useIsLoggedIn()
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[65] lg:hidden">
      <div aria-hidden className="fixed inset-0 bg-navy-950/70 backdrop-blur-sm" />
      <DialogPanel
        aria-label={t('layout.mainNav')}
        className="fixed inset-y-0 left-0 flex w-[82%] max-w-xs flex-col overflow-y-auto border-gold-400/20 border-r bg-navy-900 shadow-raised"
      >
        <div className="flex items-center justify-between border-white/6 border-b px-4 py-3">
          <span className="font-mono text-ink-300 text-xs">
            {t('layout.clock')} {clock}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('layout.menuClose')}
            className="flex size-8 items-center justify-center rounded-full text-ink-300 hover:bg-white/6"
          >
            <CloseIcon />
          </button>
        </div>
        {loggedIn ? (
          <div className="flex flex-col gap-3 border-white/6 border-b px-4 py-4">
            <div className="flex items-center justify-between text-sm">
              <span className="text-ink-400">{t('layout.balance')}</span>
              <BalanceRefresh />
            </div>
            <div className="grid grid-cols-3 gap-2">
              <a
                href={href(paths.mine('recharge'))}
                onClick={onClose}
                className={buttonClasses({ variant: 'cta', size: 'sm' })}
              >
                {t('layout.deposit')}
              </a>
              <a
                href={href(paths.mine('withdraw'))}
                onClick={onClose}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {t('layout.withdraw')}
              </a>
              <a
                href={href(paths.mine('transfer'))}
                onClick={onClose}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {t('layout.transfer')}
              </a>
            </div>
            <nav aria-label={t('layout.member.label')}>
              <ul className="grid grid-cols-3 gap-2">
                {memberLinks(t).map((link) => (
                  <li key={link.key}>
                    <a
                      href={href(link.to)}
                      onClick={onClose}
                      className="flex min-h-11 items-center justify-center rounded-md border border-white/8 bg-navy-800/60 px-1 text-center text-ink-100 text-sm hover:border-gold-400/40 hover:text-gold-200"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
        <ul className="flex-1 py-2">
          {sections.map((s) =>
            s.items ? (
              <li key={s.key}>
                <Disclosure>
                  <DisclosureButton className="group flex w-full items-center justify-between px-5 py-3 text-ink-100 data-open:text-gold-200">
                    {t(s.labelKey)}
                    <ChevronDownIcon className="size-3 transition group-data-open:rotate-180" />
                  </DisclosureButton>
                  <DisclosurePanel as="ul" className="grid grid-cols-2 gap-2 bg-navy-950/50 px-4 py-3">
                    <li className="col-span-2">
                      <a href={href(s.to)} onClick={onClose} className="block py-1 text-gold-300 text-sm">
                        {t('layout.nav.allOf', { name: t(s.labelKey) })} ›
                      </a>
                    </li>
                    {s.items.map((item) => (
                      <li key={item.key}>
                        <a
                          href={href(item.to)}
                          target={item.newTab ? '_blank' : undefined}
                          onClick={onClose}
                          className="flex items-center gap-2 rounded-md border border-white/6 bg-navy-800/60 px-2 py-2 text-ink-100 text-sm"
                        >
                          {item.image ? <img src={item.image} alt="" className="size-7" /> : null}
                          {item.icon ? <NavIcon name={item.icon} className="size-7" /> : null}
                          <span className="truncate">{item.label}</span>
                        </a>
                      </li>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
            ) : (
              <li key={s.key}>
                <a
                  href={href(s.to)}
                  onClick={onClose}
                  className="block px-5 py-3 text-ink-100 hover:text-gold-200"
                >
                  {t(s.labelKey)}
                </a>
              </li>
            ),
          )}
        </ul>
        <div className={cx('flex items-center justify-between border-white/6 border-t px-5 py-4')}>
          <LanguageFlags />
          {loggedIn ? <LogoutButton className="text-ink-300 text-sm hover:text-white" /> : null}
        </div>
      </DialogPanel>
    </Dialog>
  )
}
