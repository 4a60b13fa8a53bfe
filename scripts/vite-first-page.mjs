// First-page preloads (docs/delivery.md): the player app's routes are in the address's hash, which the
// server never sees, so the page a visitor opens is known only once the app's code has arrived and
// run, and its page code (and its catalog) was asked for one round trip after the framework's. This
// build step writes a small script, loaded by index.html before the app, that reads the hash and adds
// a modulepreload for each file the opened page needs beyond the app's own first files: they download
// beside the framework instead of after it. The files come from the route table itself
// (scripts/first-page-files.ts) and the chunks the build made of them.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'

/** @typedef {{ views: string[], catalogs: string[] }} Needs */

/**
 * The preload script: the file table (names under assets/, `.js` left off), the distinct file lists,
 * and address -> list, a member page's alias looked up under /mine (kept small: it runs before the app).
 */
const script = (
  /** @type {string[]} */ files,
  /** @type {number[][]} */ lists,
  /** @type {Record<string, number>} */ map,
  /** @type {string[]} */ bare,
  /** @type {Record<string, string[]>} */ pictures,
) =>
  `const f=${JSON.stringify(files.map((x) => x.replace(/^assets\//, '').replace(/\.js$/, '')))},` +
  `g=${JSON.stringify(lists)},m=${JSON.stringify(map)},b=${JSON.stringify(bare.filter((x) => !x.startsWith('/play/')))},` +
  `q=${JSON.stringify(pictures)},` +
  "h=location.hash.replace(/^#/,''),p=(h.startsWith('/')?h:'/'+h).split('?')[0],l=g[m[p]??m['/mine'+p]];" +
  // A page without the site header (a game, the login page) does not open under the shell's header.
  // Every game (/play/...) is such a page (the build checks it), so the list leaves them out.
  "if(b.includes(p)||p.startsWith('/play/'))document.querySelector('[data-shell]')?.remove();" +
  // The page's largest pictures load beside its code, not after it has drawn them.
  'for(const s of q[p]??[]){const e=document.createElement("link");e.rel="preload";e.as="image";' +
  'e.href=s;document.head.appendChild(e)}' +
  'if(l)for(const i of l){const e=document.createElement("link"),s=f[i],c=s.endsWith(".css");' +
  'if(c){e.rel="preload";e.as="style"}else e.rel="modulepreload";' +
  'e.crossOrigin="";e.href="/assets/"+s+(c?"":".js");document.head.appendChild(e)}\n'

export function firstPagePreloads() {
  /** @type {Record<string, Needs>} */
  let routes = {}
  /** @type {string[]} */
  let bare = []
  /** @type {Record<string, string[]>} */
  let pictures = {}
  return {
    name: 'first-page-preloads',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./first-page-files.ts', import.meta.url))],
        {
          encoding: 'utf8',
        },
      )
      ;({ routes, bare, pictures } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
      const framed = Object.keys(routes).filter((p) => p.startsWith('/play/') && !bare.includes(p))
      if (framed.length) throw new Error(`first-page preloads: a game page with the site header: ${framed}`)
    },
    /** @param {unknown} _ @param {Record<string, any>} bundle */
    generateBundle(_, bundle) {
      const html = bundle['index.html']
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'))
      if (!html || !entry) return
      /** Files reachable from `start` by static imports, with their CSS, minus `skip`. */
      const closure = (/** @type {string} */ start, /** @type {Set<string>} */ skip) => {
        const seen = new Set()
        const walk = (/** @type {string} */ f) => {
          if (seen.has(f) || skip.has(f) || !bundle[f]) return
          seen.add(f)
          for (const css of bundle[f].viteMetadata?.importedCss ?? []) if (!skip.has(css)) seen.add(css)
          for (const i of bundle[f].imports ?? []) walk(i)
        }
        walk(start)
        return seen
      }
      const initial = closure(entry.fileName, new Set())
      const chunkOf = (/** @type {string} */ suffix) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix))
      /** @type {string[]} */
      const files = []
      /** @type {number[][]} */
      const lists = []
      /** @type {Record<string, number>} */
      const map = {}
      for (const [path, needs] of Object.entries(routes)) {
        const modules = [
          ...needs.views.map((v) => chunkOf(`/src/views/${v}.tsx`)),
          ...needs.catalogs.map((c) => chunkOf(`/core/i18n/${c}.ts`)),
        ]
        const wanted = new Set(modules.flatMap((c) => (c ? [...closure(c.fileName, initial)] : [])))
        const list = [...wanted].map((f) => {
          if (!files.includes(f)) files.push(f)
          return files.indexOf(f)
        })
        const key = JSON.stringify(list)
        let at = lists.findIndex((l) => JSON.stringify(l) === key)
        if (at < 0) at = lists.push(list) - 1
        map[path] = at
      }
      // The member pages' short aliases (/recharge for /mine/recharge) are found by the script itself.
      for (const path of Object.keys(map)) if (map[`/mine${path}`] === map[path]) delete map[path]
      const source = script(files, lists, map, bare, pictures)
      const fileName = `assets/first-page-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const main = `<script type="module" crossorigin src="/${entry.fileName}">`
      if (!String(html.source).includes(main))
        throw new Error('first-page preloads: the app script tag moved')
      html.source = String(html.source).replace(
        main,
        `<script type="module" src="/${fileName}"></script>\n    ${main}`,
      )
    },
  }
}
