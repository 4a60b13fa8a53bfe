// Writes the README's machine diagrams (Mermaid stateDiagram-v2) from the real machines, so the
// architecture section cannot drift from the code. `npx tsx scripts/diagrams.ts` rewrites the block
// between the machine markers in README.md; `--check` exits 1 when the README is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import type { AnyStateMachine } from 'xstate'
import { appMachine } from '../src/machines/app.machine'
import { betSlipMachine } from '../src/machines/betSlip.machine'
import { bindCardMachine } from '../src/machines/bindCard.machine'
import { captchaMachine } from '../src/machines/captcha.machine'
import { depositMachine } from '../src/machines/deposit.machine'
import { loginMachine } from '../src/machines/login.machine'
import { paymentMachine } from '../src/machines/payment.machine'
import { redPacketMachine } from '../src/machines/redPacket.machine'
import { registerMachine } from '../src/machines/register.machine'
import { sessionMachine } from '../src/machines/session.machine'
import { transferModeMachine } from '../src/machines/transferMode.machine'
import { withdrawalMachine } from '../src/machines/withdrawal.machine'

const machines: [string, AnyStateMachine][] = [
  ['app', appMachine],
  ['session', sessionMachine],
  ['captcha', captchaMachine],
  ['login', loginMachine],
  ['register', registerMachine],
  ['transferMode', transferModeMachine],
  ['deposit', depositMachine],
  ['withdrawal', withdrawalMachine],
  ['bindCard', bindCardMachine],
  ['redPacket', redPacketMachine],
  ['payment', paymentMachine],
  ['betSlip', betSlipMachine],
]

type Node = AnyStateMachine['root']
const idOf = (n: Node) => n.path.join('_') || 'root'
const label = (event: string) =>
  event
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error $1')
    .replace(/^xstate\.done\.state\..*$/, 'done')

const guardName = (g: unknown): string =>
  typeof g === 'string'
    ? g
    : g && typeof g === 'object' && 'type' in g
      ? String((g as { type: unknown }).type)
      : ''

function render(node: Node, indent: string, out: string[]) {
  const children = Object.values(node.states) as Node[]
  if (children.length && node.initial) {
    const initial = (node.initial as { target: Node[] }).target[0]
    if (initial) out.push(`${indent}[*] --> ${idOf(initial)}`)
  }
  for (const child of children) {
    if (Object.keys(child.states).length) {
      out.push(`${indent}state ${idOf(child)} {`)
      render(child, `${indent}  `, out)
      out.push(`${indent}}`)
    }
    if (child.type === 'final') out.push(`${indent}${idOf(child)} --> [*]`)
  }
  for (const child of children) {
    for (const [event, defs] of child.transitions) {
      for (const def of defs) {
        const guard = guardName(def.guard)
        for (const target of def.target ?? []) {
          out.push(
            `${indent}${idOf(child)} --> ${idOf(target as Node)}: ${label(event)}${guard ? ` [${guard}]` : ''}`,
          )
        }
      }
    }
    for (const def of child.always ?? []) {
      for (const target of def.target ?? [])
        out.push(`${indent}${idOf(child)} --> ${idOf(target as Node)}: always`)
    }
  }
}

const blocks = machines.map(([name, machine]) => {
  const out = ['stateDiagram-v2']
  render(machine.root, '  ', out)
  return `#### ${name}\n\n\`\`\`mermaid\n${out.join('\n')}\n\`\`\``
})

const start = '<!-- machines:start -->'
const end = '<!-- machines:end -->'
const readme = readFileSync('README.md', 'utf8')
const [head, rest] = readme.split(start)
if (rest === undefined) throw new Error('README.md has no machines marker')
const tail = rest.split(end)[1] ?? ''
const next = `${head}${start}\n${blocks.join('\n\n')}\n${end}${tail}`
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README machine diagrams are stale: run npx tsx scripts/diagrams.ts')
    process.exit(1)
  }
} else {
  writeFileSync('README.md', next)
  console.log(`wrote ${machines.length} machine diagrams`)
}
