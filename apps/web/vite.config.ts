import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const reactPackages = /node_modules[\\/](react|react-dom|scheduler)[\\/]/
// Named rather than "anything in node_modules": a library the brochure viewer imports must not drag these in.
const shopLibraries = /node_modules[\\/](@mantine|@tanstack|react-router|clsx)[\\/]/
// Mantine's form fields: the login page and every other form use most of them together. Alerts and icon buttons are
// not among them: the catalogue and the guide show those without a field (and loaded the fields for them).
const formControls =
  /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox)|utils[\\/]InlineInput)[\\/]/
// The small Mantine parts that fields, alerts and the guide share (close and icon buttons, a few hooks): a chunk of
// their own, or the fields' group would take them in as its dependencies and every page showing an alert would load
// the fields.
const mantineShared =
  /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](use-id|use-merged-ref|use-uncontrolled|utils[\\/]random-id)|core[\\/]esm[\\/]components[\\/](CloseButton|ActionIcon))[\\/]/

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/**
 * Writes file.br (brotli 11) and file.gz (gzip 9) beside every text file of the build, for the server to send as
 * they are (docs/decisions/016). The highest levels cost seconds here once instead of milliseconds per request;
 * a copy that would not be smaller is not written, and the server then sends the file itself.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f))
      await Promise.all(
        files.map(async (file) => {
          const body = await fs.readFile(file)
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < body.length) await fs.writeFile(`${file}.br`, br)
          if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}

/**
 * The shop's scripts start once the page has loaded (docs/decisions/037): the server rendered it, so its text, links
 * and pictures need none of them, and on a phone's slow line they would take the bandwidth the stylesheet and the
 * pictures need first (Lighthouse: the model page's largest paint 2.9 s with them alongside, 1.7 s after). index.html
 * gets a small boot file in place of the entry's script and module preloads: at the window's load and the frame
 * painted after it (or after 3 s, should a picture hang) it preloads the same files and imports the entry. The
 * brochure viewer (brochure.html) draws its pages with its script and keeps it at once.
 */
function bootAfterLoad(): Plugin {
  return {
    name: 'shop:boot-after-load',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      let html = String(page.source)
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html)
      if (!entry?.[1]) throw new Error('index.html: no entry script to boot after load')
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)]
      const source = [
        '// The shop starts after the page has loaded (apps/web/vite.config.ts, bootAfterLoad).',
        `const preloads = ${JSON.stringify(preloads.map((m) => m[1]))}`,
        'let started = false',
        'async function start() {',
        '  if (started) return',
        '  started = true',
        '  for (const href of preloads) {',
        "    const link = document.createElement('link')",
        "    link.rel = 'modulepreload'",
        "    link.crossOrigin = ''",
        '    link.href = href',
        '    document.head.append(link)',
        '  }',
        // One chunk evaluated per task (its imports first, as always): React and the libraries are not one long task.
        '  for (const href of preloads) {',
        '    await import(href)',
        '    await new Promise((resolve) => setTimeout(resolve))',
        '  }',
        `  await import(${JSON.stringify(entry[1])})`,
        '}',
        // After a frame is painted too: on a fast line the load can come before the first paint.
        'const afterPaint = () => requestAnimationFrame(() => setTimeout(start))',
        "if (document.readyState === 'complete') afterPaint()",
        'else {',
        "  addEventListener('load', afterPaint, { once: true })",
        '  setTimeout(start, 3000)',
        '}',
        '',
      ].join('\n')
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      const fileName = `assets/boot-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source })
      for (const match of [entry, ...preloads]) html = html.replace(match[0], '')
      page.source = html.replace(
        '</title>',
        `</title>\n    <script type="module" src="/${fileName}"></script>`,
      )
    },
  }
}

const ENDPOINTS_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][\w-]+[\\/]endpoints\.ts$/

/**
 * The web calls the endpoints of the domain's table (docs/decisions/029) and needs only their method and path: each
 * `endpoints.ts` module reaches the browser as its endpoints without their schemas, so a page that calls the API
 * carries none of zod. The module is read in Node (which runs the domain's TypeScript as it is) and written back as
 * plain objects; the types the web is checked with are still the real module's.
 */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'shop:endpoints-without-schemas',
    async load(id) {
      if (!ENDPOINTS_MODULE.test(id)) return null
      // The time makes Node read the file again after an edit (the dev server).
      const table = (await import(`${pathToFileURL(id).href}?t=${Date.now()}`)) as Record<
        string,
        { method: string; path: string }
      >
      return Object.entries(table)
        .map(([name, e]) => `export const ${name} = ${JSON.stringify({ method: e.method, path: e.path })}`)
        .join('\n')
    },
  }
}

// Two entries: the shop (index.html) and the public brochure viewer (brochure.html), which stays small on its own.
// `vite build --ssr` builds the server's side of the shop's rendering (docs/decisions/037) into dist/server/, one
// file with its libraries inside, which the shop's server loads and never serves.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [endpointsWithoutSchemas(), react(), ...(isSsrBuild ? [] : [bootAfterLoad(), precompress()])],
  ssr: { noExternal: true },
  // The server's bundle carries React's production build, as the browser's does, whatever NODE_ENV the shop runs with.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          input: { shop: 'index.html', brochure: 'brochure.html' },
          output: {
            // The libraries every shop page needs at first paint go in one chunk instead of the dozen small ones that
            // rolldown cuts along import lines: one file compresses better and drops the glue between them (about
            // 6 KB gzipped per page). React has its own chunk, as the brochure viewer loads it too. The parts of these
            // libraries that only later screens use are not `$initial`: the form controls share one chunk (2 KB less on
            // the login page than in five), the rest (modal, select, the sign-up form's zod) stays split by screen.
            codeSplitting: {
              groups: [
                { name: 'react', test: reactPackages, priority: 3 },
                { name: 'libs', test: shopLibraries, tags: ['$initial'], priority: 2 },
                { name: 'mantine-shared', test: mantineShared, priority: 1 },
                { name: 'form-controls', test: formControls },
              ],
            },
          },
        },
      },
  // The server's own files too: the manifest, the sitemap and robots.txt (docs/decisions/038).
  server: {
    proxy: Object.fromEntries(
      ['/api', '/flipbook', '/manifest.webmanifest', '/sitemap.xml', '/robots.txt'].map((p) => [
        p,
        'http://localhost:3000',
      ]),
    ),
  },
}))
