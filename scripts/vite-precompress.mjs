// Build-time compression (docs/delivery.md): after `vite build` has written dist/ (the bundle and the
// copied public/ files), every text file of at least PRECOMPRESS_MIN_BYTES gets a brotli (.br,
// quality 11) and a gzip (.gz, level 9) sibling, kept only when smaller than the file itself. The
// server sends the sibling the browser accepts (@fastify/static `preCompressed`), so no request pays
// for compression and the strongest settings cost the build a second or two once.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export const PRECOMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|map)$/i

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path
  }
}

/**
 * Writes the .br and .gz siblings of every compressible file under `dir`; how many of each.
 * @param {string} dir
 */
export async function precompressDir(dir) {
  const made = { br: 0, gz: 0, bytes: 0, brBytes: 0 }
  const jobs = []
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        if ((await stat(path)).size < PRECOMPRESS_MIN_BYTES) return
        const body = await readFile(path)
        const [b, g] = await Promise.all([
          br(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ])
        made.bytes += body.length
        if (b.length < body.length) {
          await writeFile(`${path}.br`, b)
          made.br++
          made.brBytes += b.length
        }
        if (g.length < body.length) {
          await writeFile(`${path}.gz`, g)
          made.gz++
        }
      })(),
    )
  }
  await Promise.all(jobs)
  return made
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = ''
  /** @type {import('vite').Logger | null} */
  let logger = null
  return {
    name: 'jd:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      logger = config.logger
    },
    async closeBundle() {
      const made = await precompressDir(outDir)
      const kb = (n) => (n / 1024).toFixed(1)
      logger?.info(
        `[precompress] ${made.br} br / ${made.gz} gz (${kb(made.bytes)} KB -> ${kb(made.brBytes)} KB brotli)`,
      )
    },
  }
}
