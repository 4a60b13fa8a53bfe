// The slot venues' shared jackpot banner (src/views/slots/JackpotBanner.tsx, docs/jackpot.md): shown on
// the slot lobby (public area) and on every slot game page (games area), so both areas spread it.
export const zh = {
  'public.slots.jackpot': '累积奖池',
  'public.slots.jackpotRule':
    '每次旋转投注额的 {rate} 注入奖池；单次旋转开出奖池的概率按投注额计：投注 100 元为 1/{odds}，投注越少概率按比例越低，由该局的公平种子决定，开出后由平台重新注入 {seed}',
  'public.slots.jackpotLast': '上次开出 {amount}（{at}）',
  'public.slots.jackpotNone': '奖池尚未开出',
}

export const en: Record<keyof typeof zh, string> = {
  'public.slots.jackpot': 'Progressive jackpot',
  'public.slots.jackpotRule':
    '{rate} of every spin’s stake goes into the pool; a spin’s chance of winning it follows its stake: 1 in {odds} at a 100.00 stake, proportionally less below it, decided by that round’s fair seeds; after a win the house puts {seed} back in',
  'public.slots.jackpotLast': 'Last won {amount} ({at})',
  'public.slots.jackpotNone': 'Not won yet',
}
