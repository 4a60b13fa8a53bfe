// What the main navigation lists: one entry per game category with its venues (from /api/game/list,
// app_state 1 only), then promotions with four fixed entries. The counts the spec names (live casino 4,
// sports 3, e-sports 4, chess and card 4, slots 5, lottery 3, activities 4) follow from the seed data.
import type { Category, GameEntry } from '../../../core/contract'
import type { MessageKey } from '../../i18n'
import { paths } from '../../routes/paths'
import type { NavIconName } from './NavIcon'

export type NavLink = {
  key: string
  label: string
  to: string
  image?: string
  icon?: NavIconName
  newTab?: boolean
}
export type NavSection = {
  key: string
  labelKey: MessageKey
  to: string
  /** null: a plain link without a dropdown. */
  items: NavLink[] | null
}

export const GAME_SECTIONS: readonly Category[] = [
  'realbet',
  'sport',
  'gaming',
  'joker',
  'concise',
  'lottery',
]

/** The lottery menu's entries all open the partner lottery lobby. */
const LOTTERY_TARGET = paths.memberGame('vrbet', 3)

/** Where a venue entry in a dropdown leads: slot providers to their game list, lottery to the lobby
 * link of the spec, every other venue straight into its game (the /member/game route checks login). */
export const venueTarget = (g: GameEntry) => {
  if (g.category === 'concise') return paths.concise(g.platform_name)
  if (g.category === 'lottery') return LOTTERY_TARGET
  return paths.memberGame(g.platform_name, g.category_id)
}

export function buildNav(games: readonly GameEntry[] | null, t: (key: MessageKey) => string): NavSection[] {
  const venues = (c: Category) =>
    (games ?? [])
      .filter((g) => g.category === c && g.app_state === 1)
      .map((g) => ({ key: g.platform_name, label: g.name, to: venueTarget(g), image: g.api_logo_img }))
  return [
    { key: 'home', labelKey: 'layout.nav.home', to: paths.home(), items: null },
    ...GAME_SECTIONS.map((c) => ({
      key: c,
      labelKey: `layout.nav.${c}` as MessageKey,
      to: paths.category(c),
      items: venues(c),
    })),
    {
      key: 'activity',
      labelKey: 'layout.nav.activity',
      to: paths.activity(),
      items: [
        { key: 'all', label: t('layout.act.all'), to: paths.activity(), icon: 'gift' },
        { key: 'vip', label: t('layout.act.vip'), to: paths.vip(), icon: 'crown' },
        {
          key: 'redpacket',
          label: t('layout.act.redpacket'),
          to: paths.userredpacket(),
          icon: 'redpacket',
          newTab: true,
        },
        { key: 'rebate', label: t('layout.act.rebate'), to: paths.mine('fanshui'), icon: 'coins' },
      ],
    },
    { key: 'vip', labelKey: 'layout.nav.vip', to: paths.vip(), items: null },
    { key: 'app', labelKey: 'layout.nav.app', to: paths.app(), items: null },
  ]
}

/** The member pages the phone drawer lists under the balance and its 存款 / 取款 / 转账 buttons (wide
 * screens reach them from the header and the member centre's menu). */
export function memberLinks(t: (key: MessageKey) => string): NavLink[] {
  return [
    { key: 'center', label: t('layout.memberCentre'), to: paths.mine('center') },
    { key: 'betRecord', label: t('layout.member.betRecord'), to: paths.mine('betRecord') },
    { key: 'message', label: t('layout.member.message'), to: paths.message() },
  ]
}
