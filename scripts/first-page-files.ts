// Prints, as JSON, every address's page files and catalogs (src/routes/table.tsx, core/i18n/lazy.ts)
// for the build's first-page preloads (scripts/vite-first-page.mjs, docs/delivery.md), and the
// addresses whose page has no site header (the app shell is removed there) and each page's largest
// pictures (preloaded).
import { AREA_CATALOGS, areaOf } from '../core/i18n/lazy'
import { bareRoutePaths, routePageFiles, routePictures } from '../src/routes/table'

const out: Record<string, { views: string[]; catalogs: string[] }> = {}
for (const [path, views] of Object.entries(routePageFiles())) {
  const areas = [...new Set(views.map(areaOf))].filter((a) => a !== null)
  out[path] = { views, catalogs: [...new Set(areas.flatMap((a) => AREA_CATALOGS[a]))] }
}
process.stdout.write(
  `\n${JSON.stringify({ routes: out, bare: bareRoutePaths(), pictures: routePictures() })}\n`,
)
