// What each content editor shows (docs/content.md): the list's columns and the form's fields. A field
// with `en` is shown with its English twin beside it; `rich` fields get a preview of how the player
// page renders them. The rules are the contract's zod schemas (core/contract/admin/content.ts): the
// form checks them before sending, the server checks them again.
import type { ContentKind } from '../../../../core/contract/admin'
import { CATEGORIES } from '../../../../core/contract/entities'
import type { ConsoleKey } from '../../i18n'

export type FieldKind =
  | 'text'
  | 'rich'
  | 'image'
  | 'url'
  | 'number'
  | 'flag'
  | 'datetime'
  | 'select'
  | 'amount'
export type Option = { value: string; label: ConsoleKey } | { value: string; name: string }
export type Field = {
  name: string
  label: ConsoleKey
  kind: FieldKind
  /** The English twin's field name (shown side by side). */
  en?: string
  /** An option is named by a catalog key, or by the server's own name (an activity type). */
  options?: Option[]
  /** Long text: a larger box. */
  long?: boolean
}
/** A column of the list: a field name and its label. */
export type ListColumn = { name: string; label: ConsoleKey; kind?: FieldKind }
export type Editor = {
  kind: ContentKind
  title: ConsoleKey
  key: 'id' | 'code'
  create: boolean
  remove: boolean
  columns: ListColumn[]
  fields: Field[]
  blank: Record<string, unknown>
}

const ON_OFF: Field['options'] = [
  { value: '1', label: 'cms.f.on' },
  { value: '0', label: 'cms.f.off' },
]
const state: Field = { name: 'state', label: 'cms.f.state', kind: 'flag', options: ON_OFF }
const sort: Field = { name: 'sort', label: 'cms.f.order', kind: 'number' }
const starts: Field = {
  name: 'starts_at',
  label: 'cms.f.startsBeijingOptional',
  kind: 'datetime',
}
const ends: Field = {
  name: 'ends_at',
  label: 'cms.f.endsBeijingOptional',
  kind: 'datetime',
}
const titleField: Field = { name: 'title', en: 'title_en', label: 'cms.f.title', kind: 'text' }
const nameField: Field = { name: 'name', en: 'name_en', label: 'cms.f.name', kind: 'text' }
/** Banners, notices and promotions are ordered, switched on and off, and shown within a window. */
const scheduledFields: Field[] = [sort, state, starts, ends]
const scheduledBlank = { sort: 0, state: 1, starts_at: null, ends_at: null }

const sortColumn: ListColumn = { name: 'sort', label: 'cms.f.order' }
const stateColumn: ListColumn = { name: 'state', label: 'cms.f.state', kind: 'flag' }
const windowColumns: ListColumn[] = [
  { name: 'starts_at', label: 'cms.f.starts', kind: 'datetime' },
  { name: 'ends_at', label: 'cms.f.ends', kind: 'datetime' },
]
const nameColumns: ListColumn[] = [
  { name: 'name', label: 'cms.f.name' },
  { name: 'name_en', label: 'cms.f.englishName' },
]
const CATEGORY_NAMES: Record<(typeof CATEGORIES)[number], ConsoleKey> = {
  realbet: 'cms.f.liveCasino',
  sport: 'cms.f.sports',
  gaming: 'cms.f.eSports',
  joker: 'cms.f.cards',
  concise: 'cms.f.slots',
  lottery: 'cms.f.lottery',
}

export const EDITORS: Record<ContentKind, Editor> = {
  banners: {
    kind: 'banners',
    title: 'cms.f.banners',
    key: 'id',
    create: true,
    remove: true,
    columns: [
      { name: 'src', label: 'cms.f.image', kind: 'image' },
      { name: 'title', label: 'cms.f.title' },
      { name: 'type', label: 'cms.f.place' },
      sortColumn,
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      titleField,
      { name: 'src', label: 'cms.f.image', kind: 'image' },
      {
        name: 'url',
        label: 'cms.f.linkHttpSOrSite',
        kind: 'url',
      },
      {
        name: 'type',
        label: 'cms.f.place',
        kind: 'select',
        options: [
          { value: '1', label: 'cms.f.homeDesktop' },
          { value: '2', label: 'cms.f.homeMobile' },
        ],
      },
      ...scheduledFields,
    ],
    blank: {
      type: 1,
      title: '',
      title_en: '',
      src: '',
      url: '',
      ...scheduledBlank,
    },
  },
  notices: {
    kind: 'notices',
    title: 'cms.f.noticesTicker',
    key: 'id',
    create: true,
    remove: true,
    columns: [
      { name: 'title', label: 'cms.f.titleShownInTheTicker' },
      { name: 'title_en', label: 'cms.f.englishTitle' },
      sortColumn,
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      titleField,
      { name: 'content', en: 'content_en', label: 'cms.f.text', kind: 'rich' },
      ...scheduledFields,
    ],
    blank: {
      title: '',
      title_en: '',
      content: '',
      content_en: '',
      ...scheduledBlank,
    },
  },
  articles: {
    kind: 'articles',
    title: 'cms.f.helpArticles',
    key: 'id',
    create: true,
    remove: true,
    columns: [{ name: 'type', label: 'cms.f.type' }, ...nameColumns, stateColumn],
    fields: [
      {
        name: 'type',
        label: 'cms.f.page',
        kind: 'select',
        options: [
          { value: '1', label: 'cms.f.1Faq' },
          { value: '2', label: 'cms.f.2ResponsibleGambling' },
          { value: '3', label: 'cms.f.3Privacy' },
          { value: '4', label: 'cms.f.4Disclaimer' },
          { value: '5', label: 'cms.f.5ContactUs' },
          { value: '7', label: 'cms.f.7AboutUs' },
          { value: '8', label: 'cms.f.8Agents' },
        ],
      },
      nameField,
      { name: 'content', en: 'content_en', label: 'cms.f.text', kind: 'rich', long: true },
      sort,
      state,
    ],
    blank: { type: 1, name: '', name_en: '', content: '', content_en: '', sort: 0, state: 1 },
  },
  activities: {
    kind: 'activities',
    title: 'cms.f.promotions',
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'banner', label: 'cms.f.image', kind: 'image' },
      { name: 'title', label: 'cms.f.title' },
      { name: 'can_apply', label: 'cms.f.apply', kind: 'flag' },
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      { name: 'type', label: 'cms.f.type2', kind: 'select', options: [] },
      titleField,
      { name: 'banner', label: 'cms.f.image', kind: 'image' },
      { name: 'content', en: 'content_en', label: 'cms.f.details', kind: 'rich', long: true },
      { name: 'memo', en: 'memo_en', label: 'cms.f.notes', kind: 'rich' },
      {
        name: 'can_apply',
        label: 'cms.f.needsAnApplication',
        kind: 'flag',
        options: [
          { value: '1', label: 'cms.f.yes' },
          { value: '0', label: 'cms.f.no' },
        ],
      },
      ...scheduledFields,
    ],
    blank: {
      type: 1,
      title: '',
      title_en: '',
      banner: '',
      content: '',
      content_en: '',
      memo: '',
      memo_en: '',
      can_apply: 1,
      ...scheduledBlank,
    },
  },
  types: {
    kind: 'types',
    title: 'cms.f.promotionTypes',
    key: 'id',
    create: true,
    remove: false,
    columns: [...nameColumns, sortColumn],
    fields: [nameField, sort],
    blank: { name: '', name_en: '', sort: 0 },
  },
  venues: {
    kind: 'venues',
    title: 'cms.f.venues',
    key: 'code',
    create: false,
    remove: false,
    columns: [
      { name: 'code', label: 'cms.f.code' },
      { name: 'name', label: 'cms.f.name' },
      { name: 'category', label: 'cms.f.category' },
      sortColumn,
      stateColumn,
      { name: 'maintenance', label: 'cms.f.maintenance', kind: 'flag' },
    ],
    fields: [
      nameField,
      { name: 'description', en: 'description_en', label: 'cms.f.description', kind: 'text', long: true },
      {
        name: 'category',
        label: 'cms.f.category',
        kind: 'select',
        options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] })),
      },
      sort,
      state,
      { name: 'app_state', label: 'cms.f.mobile', kind: 'flag', options: ON_OFF },
      {
        name: 'maintenance',
        label: 'cms.f.underMaintenance',
        kind: 'flag',
        options: [
          { value: '0', label: 'cms.f.open' },
          { value: '1', label: 'cms.f.maintenance2' },
        ],
      },
    ],
    blank: {},
  },
  vip: {
    kind: 'vip',
    title: 'cms.f.vipLevels',
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'level', label: 'cms.f.level' },
      { name: 'vipname', label: 'cms.f.name' },
      { name: 'vipname_en', label: 'cms.f.englishName' },
      { name: 'recharge', label: 'cms.f.deposits', kind: 'amount' },
      { name: 'flow', label: 'cms.f.turnover', kind: 'amount' },
      { name: 'upgrade_bonus', label: 'cms.f.upgradeBonus', kind: 'amount' },
    ],
    fields: [
      { name: 'level', label: 'cms.f.level199', kind: 'number' },
      { name: 'vipname', en: 'vipname_en', label: 'cms.f.name', kind: 'text' },
      { name: 'recharge', label: 'cms.f.depositsCny', kind: 'amount' },
      { name: 'flow', label: 'cms.f.turnoverCny', kind: 'amount' },
      { name: 'retention_flow', label: 'cms.f.retentionTurnoverCny', kind: 'amount' },
      { name: 'upgrade_bonus', label: 'cms.f.upgradeBonusCny', kind: 'amount' },
      { name: 'realperson', label: 'cms.f.liveRebate', kind: 'amount' },
      { name: 'electron', label: 'cms.f.slotsRebate', kind: 'amount' },
      { name: 'joker', label: 'cms.f.cardsRebate', kind: 'amount' },
      { name: 'sport', label: 'cms.f.sportsRebate', kind: 'amount' },
      { name: 'lottery', label: 'cms.f.lotteryRebate', kind: 'amount' },
      { name: 'e_sport', label: 'cms.f.eSportsRebate', kind: 'amount' },
    ],
    blank: {
      level: 1,
      vipname: '',
      vipname_en: '',
      recharge: '0',
      flow: '0',
      retention_flow: '0',
      upgrade_bonus: '0',
      realperson: '0',
      electron: '0',
      joker: '0',
      sport: '0',
      lottery: '0',
      e_sport: '0',
    },
  },
  redpackets: {
    kind: 'redpackets',
    title: 'cms.f.redPacketRules',
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'start_at', label: 'cms.f.starts', kind: 'datetime' },
      { name: 'end_at', label: 'cms.f.ends', kind: 'datetime' },
      { name: 'day_flow', label: 'cms.f.minDeposits', kind: 'amount' },
      { name: 'flow_money', label: 'cms.f.maxDeposits', kind: 'amount' },
      { name: 'grabs', label: 'cms.f.grabsADay' },
      { name: 'enabled', label: 'cms.f.on', kind: 'flag' },
    ],
    fields: [
      { name: 'start_at', label: 'cms.f.startsBeijing', kind: 'datetime' },
      { name: 'end_at', label: 'cms.f.endsBeijing', kind: 'datetime' },
      { name: 'day_flow', label: 'cms.f.minDepositsCny', kind: 'amount' },
      { name: 'flow_money', label: 'cms.f.maxDepositsCny', kind: 'amount' },
      { name: 'grabs', label: 'cms.f.grabsADay', kind: 'number' },
      { name: 'percent_bp', label: 'cms.f.capBasisPoints', kind: 'number' },
      { name: 'turnover_multiple', label: 'cms.f.turnoverMultiple10', kind: 'amount' },
      { name: 'enabled', label: 'cms.f.on', kind: 'flag', options: ON_OFF },
    ],
    blank: {
      start_at: null,
      end_at: null,
      day_flow: '0',
      flow_money: '0',
      grabs: 1,
      percent_bp: 100,
      turnover_multiple: '1',
      enabled: 1,
    },
  },
}

/** Keys of the content pages' texts (their words are in ./messages.ts). */
export const TEXT = {
  create: 'cms.create',
  edit: 'cms.edit',
  save: 'cms.save',
  saved: 'cms.saved',
  remove: 'cms.remove',
  removeConfirm: 'cms.removeConfirm',
  removed: 'cms.removed',
  empty: 'cms.empty',
  emptyNoCreate: 'cms.emptyNoCreate',
  actions: 'cms.actions',
  zh: 'cms.zh',
  en: 'cms.en',
  enHint: 'cms.enHint',
  preview: 'cms.preview',
  upload: 'cms.upload',
  uploading: 'cms.uploading',
  uploadFailed: 'cms.uploadFailed',
  saveFailed: 'cms.saveFailed',
  invalid: 'cms.invalid',
  windowOrder: 'cms.windowOrder',
  on: 'cms.on',
  off: 'cms.off',
  welcome: 'cms.welcome',
  welcomeSwitch: 'cms.welcomeSwitch',
  welcomeText: 'cms.welcomeText',
  inbox: 'cms.inbox',
  send: 'cms.send',
  sent: 'cms.sent',
  audience: 'cms.audience',
  toPlayer: 'cms.toPlayer',
  toVip: 'cms.toVip',
  toAll: 'cms.toAll',
  username: 'cms.username',
  vipLevel: 'cms.vipLevel',
  title: 'cms.title',
  text: 'cms.text',
  history: 'cms.history',
  grabWindow: 'cms.grabWindow',
  grabBegin: 'cms.grabBegin',
  grabEnd: 'cms.grabEnd',
  time: 'cms.time',
} as const satisfies Record<string, ConsoleKey>
