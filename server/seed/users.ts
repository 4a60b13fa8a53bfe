// The demo player and the demo agent (credentials in the README): real accounts with Argon2id
// hashes and ledger wallets, created once.
import { hashPassword, hashPayPassword } from '../auth/password'
import type { Query } from '../db/client'
import { ensurePlayerAccounts } from '../ledger'

export const DEMO_USERS = [
  {
    username: 'demo888',
    password: 'demo8888',
    pay: '123456',
    realname: '演示玩家',
    isagent: 0,
    mobile: '13800138000',
  },
  {
    username: 'agent888',
    password: 'agent8888',
    pay: '123456',
    realname: '演示代理',
    isagent: 1,
    mobile: '13900139000',
  },
] as const

export async function seedUsers(q: Query, pepper: string) {
  for (const u of DEMO_USERS) {
    const [exists] = await q('SELECT 1 FROM users WHERE lower(username) = $1', [u.username])
    if (exists) continue
    const [row] = await q<{ id: number | string }>(
      `INSERT INTO users (username, password_hash, pay_password_hash, realname, isagent, mobile)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [
        u.username,
        await hashPassword(u.password),
        await hashPayPassword(u.pay, pepper),
        u.realname,
        u.isagent,
        u.mobile,
      ],
    )
    if (!row) continue
    await ensurePlayerAccounts(q, Number(row.id))
    await q(
      'INSERT INTO inbox_messages (user_id, title, content, title_en, content_en) VALUES ($1, $2, $3, $4, $5)',
      [
        row.id,
        '演示账号说明',
        `<p>您正在使用演示账号 <strong>${u.username}</strong>。演示数据会随站点重置，请勿存放真实资金。</p>`,
        'About this demo account',
        `<p>You are using the demo account <strong>${u.username}</strong>. Demo data is reset with the site; do not keep real money here.</p>`,
      ],
    )
  }
  // Databases seeded before the message had its English text get it (an English reader's inbox is English).
  await q(
    `UPDATE inbox_messages SET title_en = 'About this demo account',
       content_en = '<p>You are using a demo account. Demo data is reset with the site; do not keep real money here.</p>'
     WHERE title = '演示账号说明' AND title_en = '' AND user_id IS NOT NULL`,
  )
}
