// The installed app's service worker decides per request what may be stored (src/sw/route.ts): the
// shell and static files only, never an API answer, an upload or a partner's game page.
import { describe, expect, it } from 'vitest'
import { cacheNames, shellFiles, storable, swRoute } from '../../../src/sw/route'

const ORIGIN = 'https://jd.example'
const get = (path: string, mode = 'cors') => swRoute({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN)

describe('service worker routing', () => {
  it('page loads go to the network first, with the shell as the offline answer', () => {
    expect(get('/', 'navigate')).toBe('shell')
    expect(get('/index.html', 'navigate')).toBe('shell')
    expect(get('/mine/center', 'navigate')).toBe('shell')
    // A file opened as a page is the file, not the app.
    expect(get('/robots.txt', 'navigate')).toBe('network')
  })

  it('hashed bundles are cache-first, artwork is revalidated', () => {
    expect(get('/assets/index-Bx12_a.js')).toBe('immutable')
    expect(get('/assets/app-9f.css')).toBe('immutable')
    expect(get('/img/brand/logo.svg')).toBe('revalidate')
    expect(get('/img/venues/jdlive/tab-on.svg')).toBe('revalidate')
  })

  it('never stores API answers, money state, uploads, game pages or the operator side', () => {
    for (const path of [
      '/api/balance',
      '/api/batch',
      '/api/user/info',
      '/api',
      '/admin/api/users',
      '/admin.html',
      '/uploads/avatar/1.png',
      '/play/fast3?token=x',
    ]) {
      expect(get(path), path).toBe('network')
      expect(get(path, 'navigate'), path).toBe('network')
    }
    expect(swRoute({ method: 'POST', url: `${ORIGIN}/assets/a.js`, mode: 'cors' }, ORIGIN)).toBe('network')
    expect(swRoute({ method: 'POST', url: `${ORIGIN}/`, mode: 'navigate' }, ORIGIN)).toBe('network')
  })

  it('leaves other sites, queried files and everything unlisted alone', () => {
    expect(swRoute({ method: 'GET', url: 'https://cdn.other/assets/a.js', mode: 'cors' }, ORIGIN)).toBe(
      'network',
    )
    expect(get('/img/qr.svg?v=2')).toBe('network')
    expect(get('/manifest.webmanifest')).toBe('network')
    expect(get('/robots.txt')).toBe('network')
    expect(swRoute({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('network')
  })

  it('stores only complete same-origin answers that allow it', () => {
    const res = (status: number, cacheControl?: string, type = 'basic') => ({
      ok: status >= 200 && status < 300,
      status,
      type,
      headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    })
    expect(storable(res(200, 'public, max-age=31536000, immutable'))).toBe(true)
    expect(storable(res(200, 'no-cache'))).toBe(true)
    expect(storable(res(200, 'no-store'))).toBe(false)
    expect(storable(res(200, 'private, max-age=60'))).toBe(false)
    expect(storable(res(206))).toBe(false)
    expect(storable(res(404))).toBe(false)
    expect(storable(res(200, undefined, 'opaque'))).toBe(false)
  })

  it('finds the files a built page names', () => {
    const html = `<link rel="icon" href="/img/brand/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/kit-def.js"><link rel="stylesheet" href="/assets/index-1.css">
      <link rel="preload" as="image" href="/img/banner/1.svg"><script src="https://cdn.other/x.js"></script>`
    expect(shellFiles(html)).toEqual([
      '/img/brand/favicon.svg',
      '/assets/index-abc.js',
      '/assets/kit-def.js',
      '/assets/index-1.css',
      '/img/banner/1.svg',
    ])
  })

  it('names its caches after its own build', () => {
    const a = cacheNames('/assets/sw-aaa.js')
    const b = cacheNames('/assets/sw-bbb.js')
    expect(a.shell).not.toBe(b.shell)
    expect(a.files).not.toBe(b.files)
    expect(a.shell.startsWith('jd-')).toBe(true)
  })
})
