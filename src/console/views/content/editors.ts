// What each content editor shows (docs/content.md): the list's columns and the form's fields. A field
// with `en` is shown with its English twin beside it; `rich` fields get a preview of how the player
// page renders them. The rules are the contract's zod schemas (core/contract/admin/content.ts): the
// form checks them before sending, the server checks them again.
import type { ContentKind } from '../../../../core/contract/admin'
import { CATEGORIES } from '../../../../core/contract/entities'
import type { ConsoleLang } from '../../i18n'

export type Bi = readonly [zh: string, en: string]
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
export type Field = {
  name: string
  label: Bi
  kind: FieldKind
  /** The English twin's field name (shown side by side). */
  en?: string
  options?: { value: string; label: Bi }[]
  /** Long text: a larger box. */
  long?: boolean
}
/** A column of the list: a field name and its label. */
export type ListColumn = { name: string; label: Bi; kind?: FieldKind }
export type Editor = {
  kind: ContentKind
  title: Bi
  key: 'id' | 'code'
  create: boolean
  remove: boolean
  columns: ListColumn[]
  fields: Field[]
  blank: Record<string, unknown>
}

export const pickText = (lang: ConsoleLang, b: Bi) => (lang === 'en' ? b[1] : b[0])

const ON_OFF: Field['options'] = [
  { value: '1', label: ['启用', 'On'] },
  { value: '0', label: ['停用', 'Off'] },
]
const state: Field = { name: 'state', label: ['状态', 'State'], kind: 'flag', options: ON_OFF }
const sort: Field = { name: 'sort', label: ['排序', 'Order'], kind: 'number' }
const starts: Field = {
  name: 'starts_at',
  label: ['开始时间（北京时间，可空）', 'Starts (Beijing, optional)'],
  kind: 'datetime',
}
const ends: Field = {
  name: 'ends_at',
  label: ['结束时间（北京时间，可空）', 'Ends (Beijing, optional)'],
  kind: 'datetime',
}
const titleField: Field = { name: 'title', en: 'title_en', label: ['标题', 'Title'], kind: 'text' }
const nameField: Field = { name: 'name', en: 'name_en', label: ['名称', 'Name'], kind: 'text' }
/** Banners, notices and promotions are ordered, switched on and off, and shown within a window. */
const scheduledFields: Field[] = [sort, state, starts, ends]
const scheduledBlank = { sort: 0, state: 1, starts_at: null, ends_at: null }

const sortColumn: ListColumn = { name: 'sort', label: ['排序', 'Order'] }
const stateColumn: ListColumn = { name: 'state', label: ['状态', 'State'], kind: 'flag' }
const windowColumns: ListColumn[] = [
  { name: 'starts_at', label: ['开始', 'Starts'], kind: 'datetime' },
  { name: 'ends_at', label: ['结束', 'Ends'], kind: 'datetime' },
]
const nameColumns: ListColumn[] = [
  { name: 'name', label: ['名称', 'Name'] },
  { name: 'name_en', label: ['英文名称', 'English name'] },
]
const CATEGORY_NAMES: Record<(typeof CATEGORIES)[number], Bi> = {
  realbet: ['真人', 'Live casino'],
  sport: ['体育', 'Sports'],
  gaming: ['电竞', 'E-sports'],
  joker: ['棋牌', 'Cards'],
  concise: ['电子', 'Slots'],
  lottery: ['彩票', 'Lottery'],
}

export const EDITORS: Record<ContentKind, Editor> = {
  banners: {
    kind: 'banners',
    title: ['轮播图', 'Banners'],
    key: 'id',
    create: true,
    remove: true,
    columns: [
      { name: 'src', label: ['图片', 'Image'], kind: 'image' },
      { name: 'title', label: ['标题', 'Title'] },
      { name: 'type', label: ['位置', 'Place'] },
      sortColumn,
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      titleField,
      { name: 'src', label: ['图片', 'Image'], kind: 'image' },
      {
        name: 'url',
        label: ['链接（http(s) 或站内路径，可空）', 'Link (http(s) or site path, optional)'],
        kind: 'url',
      },
      {
        name: 'type',
        label: ['位置', 'Place'],
        kind: 'select',
        options: [
          { value: '1', label: ['首页（电脑）', 'Home (desktop)'] },
          { value: '2', label: ['首页（手机）', 'Home (mobile)'] },
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
    title: ['公告与跑马灯', 'Notices & ticker'],
    key: 'id',
    create: true,
    remove: true,
    columns: [
      { name: 'title', label: ['标题（跑马灯显示）', 'Title (shown in the ticker)'] },
      { name: 'title_en', label: ['英文标题', 'English title'] },
      sortColumn,
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      titleField,
      { name: 'content', en: 'content_en', label: ['正文', 'Text'], kind: 'rich' },
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
    title: ['帮助文章', 'Help articles'],
    key: 'id',
    create: true,
    remove: true,
    columns: [{ name: 'type', label: ['类型编号', 'Type'] }, ...nameColumns, stateColumn],
    fields: [
      {
        name: 'type',
        label: ['页面', 'Page'],
        kind: 'select',
        options: [
          { value: '1', label: ['1 常见问题', '1 FAQ'] },
          { value: '2', label: ['2 责任博彩', '2 Responsible gambling'] },
          { value: '3', label: ['3 隐私政策', '3 Privacy'] },
          { value: '4', label: ['4 免责声明', '4 Disclaimer'] },
          { value: '5', label: ['5 联系我们', '5 Contact us'] },
          { value: '7', label: ['7 关于我们', '7 About us'] },
          { value: '8', label: ['8 代理合作', '8 Agents'] },
        ],
      },
      nameField,
      { name: 'content', en: 'content_en', label: ['正文', 'Text'], kind: 'rich', long: true },
      sort,
      state,
    ],
    blank: { type: 1, name: '', name_en: '', content: '', content_en: '', sort: 0, state: 1 },
  },
  activities: {
    kind: 'activities',
    title: ['优惠活动', 'Promotions'],
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'banner', label: ['图片', 'Image'], kind: 'image' },
      { name: 'title', label: ['标题', 'Title'] },
      { name: 'can_apply', label: ['需申请', 'Apply'], kind: 'flag' },
      stateColumn,
      ...windowColumns,
    ],
    fields: [
      { name: 'type', label: ['活动类型', 'Type'], kind: 'select', options: [] },
      titleField,
      { name: 'banner', label: ['图片', 'Image'], kind: 'image' },
      { name: 'content', en: 'content_en', label: ['活动内容', 'Details'], kind: 'rich', long: true },
      { name: 'memo', en: 'memo_en', label: ['备注', 'Notes'], kind: 'rich' },
      {
        name: 'can_apply',
        label: ['是否需要申请', 'Needs an application'],
        kind: 'flag',
        options: [
          { value: '1', label: ['需要申请', 'Yes'] },
          { value: '0', label: ['无需申请', 'No'] },
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
    title: ['活动类型', 'Promotion types'],
    key: 'id',
    create: true,
    remove: false,
    columns: [...nameColumns, sortColumn],
    fields: [nameField, sort],
    blank: { name: '', name_en: '', sort: 0 },
  },
  venues: {
    kind: 'venues',
    title: ['游戏场馆', 'Venues'],
    key: 'code',
    create: false,
    remove: false,
    columns: [
      { name: 'code', label: ['代码', 'Code'] },
      { name: 'name', label: ['名称', 'Name'] },
      { name: 'category', label: ['分类', 'Category'] },
      sortColumn,
      stateColumn,
      { name: 'maintenance', label: ['维护', 'Maintenance'], kind: 'flag' },
    ],
    fields: [
      nameField,
      { name: 'description', en: 'description_en', label: ['描述', 'Description'], kind: 'text', long: true },
      {
        name: 'category',
        label: ['分类', 'Category'],
        kind: 'select',
        options: CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] })),
      },
      sort,
      state,
      { name: 'app_state', label: ['手机端', 'Mobile'], kind: 'flag', options: ON_OFF },
      {
        name: 'maintenance',
        label: ['维护中', 'Under maintenance'],
        kind: 'flag',
        options: [
          { value: '0', label: ['正常', 'Open'] },
          { value: '1', label: ['维护中', 'Maintenance'] },
        ],
      },
    ],
    blank: {},
  },
  vip: {
    kind: 'vip',
    title: ['VIP 等级', 'VIP levels'],
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'level', label: ['等级', 'Level'] },
      { name: 'vipname', label: ['名称', 'Name'] },
      { name: 'vipname_en', label: ['英文名称', 'English name'] },
      { name: 'recharge', label: ['累计存款', 'Deposits'], kind: 'amount' },
      { name: 'flow', label: ['累计流水', 'Turnover'], kind: 'amount' },
      { name: 'upgrade_bonus', label: ['晋级礼金', 'Upgrade bonus'], kind: 'amount' },
    ],
    fields: [
      { name: 'level', label: ['等级（1-99）', 'Level (1-99)'], kind: 'number' },
      { name: 'vipname', en: 'vipname_en', label: ['名称', 'Name'], kind: 'text' },
      { name: 'recharge', label: ['累计存款（元）', 'Deposits (CNY)'], kind: 'amount' },
      { name: 'flow', label: ['累计流水（元）', 'Turnover (CNY)'], kind: 'amount' },
      { name: 'retention_flow', label: ['保级流水（元）', 'Retention turnover (CNY)'], kind: 'amount' },
      { name: 'upgrade_bonus', label: ['晋级礼金（元）', 'Upgrade bonus (CNY)'], kind: 'amount' },
      { name: 'realperson', label: ['真人返水 %', 'Live rebate %'], kind: 'amount' },
      { name: 'electron', label: ['电子返水 %', 'Slots rebate %'], kind: 'amount' },
      { name: 'joker', label: ['棋牌返水 %', 'Cards rebate %'], kind: 'amount' },
      { name: 'sport', label: ['体育返水 %', 'Sports rebate %'], kind: 'amount' },
      { name: 'lottery', label: ['彩票返水 %', 'Lottery rebate %'], kind: 'amount' },
      { name: 'e_sport', label: ['电竞返水 %', 'E-sports rebate %'], kind: 'amount' },
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
    title: ['红包规则', 'Red-packet rules'],
    key: 'id',
    create: true,
    remove: false,
    columns: [
      { name: 'start_at', label: ['开始', 'Starts'], kind: 'datetime' },
      { name: 'end_at', label: ['结束', 'Ends'], kind: 'datetime' },
      { name: 'day_flow', label: ['最低存款', 'Min deposits'], kind: 'amount' },
      { name: 'flow_money', label: ['最高存款', 'Max deposits'], kind: 'amount' },
      { name: 'grabs', label: ['每日次数', 'Grabs a day'] },
      { name: 'enabled', label: ['启用', 'On'], kind: 'flag' },
    ],
    fields: [
      { name: 'start_at', label: ['开始时间（北京时间）', 'Starts (Beijing)'], kind: 'datetime' },
      { name: 'end_at', label: ['结束时间（北京时间）', 'Ends (Beijing)'], kind: 'datetime' },
      { name: 'day_flow', label: ['最低存款（元）', 'Min deposits (CNY)'], kind: 'amount' },
      { name: 'flow_money', label: ['最高存款（元）', 'Max deposits (CNY)'], kind: 'amount' },
      { name: 'grabs', label: ['每日次数', 'Grabs a day'], kind: 'number' },
      { name: 'percent_bp', label: ['红包上限比例（万分比）', 'Cap (basis points)'], kind: 'number' },
      { name: 'turnover_multiple', label: ['流水倍数（≤10）', 'Turnover multiple (≤10)'], kind: 'amount' },
      { name: 'enabled', label: ['启用', 'On'], kind: 'flag', options: ON_OFF },
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

/** Texts of the content pages (their own catalog: no edit of the shared console catalog). */
export const TEXT = {
  create: ['新建', 'New'],
  edit: ['编辑', 'Edit'],
  save: ['保存', 'Save'],
  saved: ['已保存，玩家端立即生效', 'Saved; players see it now'],
  remove: ['删除', 'Delete'],
  removeConfirm: ['确认删除这条内容？此操作会记入审计日志。', 'Delete this item? The audit log records it.'],
  removed: ['已删除', 'Deleted'],
  empty: ['暂无内容，点击“新建”添加', 'Nothing yet; use New to add one'],
  emptyNoCreate: ['暂无内容', 'Nothing yet'],
  actions: ['操作', 'Actions'],
  zh: ['中文', 'Chinese'],
  en: ['英文', 'English'],
  enHint: [
    '英文内容可留空：英文玩家在空白处看到中文内容。',
    'English may stay empty: English readers then see the Chinese text.',
  ],
  preview: ['预览（玩家页面显示效果，已过滤不安全内容）', 'Preview (as players see it, sanitised)'],
  upload: ['上传图片', 'Upload image'],
  uploading: ['正在上传…', 'Uploading…'],
  uploadFailed: ['上传失败', 'Upload failed'],
  saveFailed: ['保存失败', 'Save failed'],
  invalid: ['请检查“{field}”', 'Check "{field}"'],
  windowOrder: ['结束时间必须晚于开始时间', 'The end must be after the start'],
  on: ['启用', 'On'],
  off: ['停用', 'Off'],
  welcome: ['首页弹窗', 'Welcome modal'],
  welcomeSwitch: ['弹窗开关', 'Show the modal'],
  welcomeText: ['弹窗内容', 'Modal text'],
  inbox: ['站内信', 'Inbox messages'],
  send: ['发送', 'Send'],
  sent: ['已发送，收件人 {n} 位', 'Sent to {n} recipients'],
  audience: ['发送对象', 'Audience'],
  toPlayer: ['指定玩家', 'One player'],
  toVip: ['指定 VIP 等级', 'A VIP level'],
  toAll: ['全部玩家', 'Everyone'],
  username: ['玩家账号', 'Player username'],
  vipLevel: ['VIP 等级', 'VIP level'],
  title: ['标题', 'Title'],
  text: ['内容', 'Text'],
  history: ['最近发送', 'Recently sent'],
  grabWindow: ['每日抢红包时段（北京时间，时:分:秒）', 'Daily grab window (Beijing, HH:MM:SS)'],
  grabBegin: ['开始', 'Begins'],
  grabEnd: ['结束', 'Ends'],
  time: ['时间', 'Time'],
} as const satisfies Record<string, Bi>
