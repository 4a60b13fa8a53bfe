import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstPagePreloads } from './scripts/vite-first-page.mjs'
import { precompress } from './scripts/vite-precompress.mjs'

// Two entries of one build: the player SPA (index.html) and the operator console (admin.html, served by
// the operator port; the player site never loads its bundle, docs/console.md). `npm run dev` proxies
// /api to the server on 8080 and /admin/api to the operator port (ADMIN_PORT, 8081); `npm run dev:mock`
// (mode "mock") answers every player call in the browser from the msw fake backend instead.

// Small shared modules that the automatic splitting would make into many tiny chunks (each a request
// of its own on a phone's first visit to a page): the UI kit and page hooks in one chunk; the member
// centre's shell, messages, flow helpers and date-of-birth gate in another (docs/delivery.md,
// "Chunks"). The member messages are member.ts and the files spread into it (kyc.ts, memberDeposit.ts,
// memberRecords.ts): split over two chunks, those import each other and the spread sees an empty
// catalog. Only modules outside the first load are grouped: one the entry imports stays with the
// entry, so the home page's first script is as before.
const GROUPS: [name: string, test: RegExp][] = [
  // The machines' small helpers (machines/memberKit.ts) go with the UI kit: the public pages' machines
  // use them too (slots, support chat, password recovery), and in the member group they brought the
  // member centre's shell and messages along.
  [
    'kit',
    /\/src\/(views\/(ui\/(?!CarouselSlider|QrCode)[^/]+|home\/use\w+|venues\/play)|machines\/memberKit)\.tsx?$/,
  ],
  [
    'memberKit',
    /\/(src\/(machines\/(applyAgent\.machine|birthDate\.machine)|api\/wallet|views\/mine\/(useMemberFlow|MineLayout)|views\/protection\/BirthDateGate)|core\/i18n\/(member\w*|kyc))\.tsx?$/,
  ],
]
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null }
function groupOf(id: string, graph: ModuleGraph) {
  const group = GROUPS.find(([, test]) => test.test(id))?.[0]
  if (!group) return null
  const seen = new Set<string>()
  const initial = (m: string): boolean => {
    if (seen.has(m)) return false
    seen.add(m)
    const info = graph.getModuleInfo(m)
    return !!info && (info.isEntry || info.importers.some(initial))
  }
  return initial(id) ? null : group
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), firstPagePreloads(), precompress()],
  define: {
    'import.meta.env.VITE_USE_MOCKS': JSON.stringify(mode === 'mock' ? '1' : ''),
  },
  server: {
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api': 'http://127.0.0.1:8080',
            '/uploads': 'http://127.0.0.1:8080',
            '/play': 'http://127.0.0.1:8080',
            '/admin/api': `http://127.0.0.1:${process.env.ADMIN_PORT || 8081}`,
          },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { main: 'index.html', admin: 'admin.html' },
      output: {
        codeSplitting: {
          groups: [{ name: groupOf, debugName: 'kit', includeDependenciesRecursively: false }],
        },
      },
    },
  },
}))
