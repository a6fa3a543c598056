// The server as plain JavaScript for `node`: server/start.ts (`npm start`) and server/cli.ts,
// bundled with the project's own code (server/, src/domain, src/theme) into server-build/; packages
// stay in node_modules. `npm run build` runs it after the app's build; `npm start` runs it when
// the build is missing or older than a file it was built from (build/start.mjs), in a process of
// its own, so the server never holds the bundler's memory.
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const serverBuildDir = path.join(projectRoot, 'server-build')
const inputsFile = path.join(serverBuildDir, 'inputs.json')
const lockDir = `${serverBuildDir}.lock`
const thisScript = fileURLToPath(import.meta.url)

/** True when the build is there and no file it was made from changed since. */
export async function serverBuildIsCurrent() {
  let recorded
  try {
    recorded = JSON.parse(await readFile(inputsFile, 'utf8'))
  } catch {
    return false
  }
  const times = await Promise.all(
    recorded.inputs.map((input) => stat(path.join(projectRoot, input)).then((found) => found.mtimeMs, () => Infinity)),
  )
  return times.every((time) => time <= recorded.builtAt)
}

async function buildServer() {
  const { build } = await import('vite')
  const builtAt = Date.now()
  const output = await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    publicDir: false,
    // The card's icon row takes a dozen icons from two sets of thousands: bundled, only those are
    // kept, where importing the packages would load every icon at start (about 50 MB and 0.4 s).
    // drizzle-orm, zod and the CSV packages are ES modules of many small files (about 230 at
    // start): bundled, what the server uses is one file to read and link. zod's Fastify provider
    // comes with zod, so both use one copy of it.
    ssr: { noExternal: ['simple-icons', 'lucide-static', 'drizzle-orm', 'zod', 'fastify-type-provider-zod', 'csv-parse', 'csv-stringify'] },
    build: {
      ssr: true,
      outDir: serverBuildDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: { start: path.join(projectRoot, 'server/start.ts'), cli: path.join(projectRoot, 'server/cli.ts') },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === 'chunk')
  const inputs = new Set([path.relative(projectRoot, thisScript)])
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`)) inputs.add(path.relative(projectRoot, id))
    }
  }
  // Written last: a build cut short leaves no inputs.json, so the next start builds again.
  await writeFile(inputsFile, JSON.stringify({ builtAt, inputs: [...inputs].sort() }, null, 2))
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Builds the server when it is not current; one process at a time (several servers or tests may start at once). */
async function ensureServerBuild({ force = false } = {}) {
  if (!force && (await serverBuildIsCurrent())) return
  for (;;) {
    try {
      await mkdir(lockDir)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      // Another process builds; a lock older than a minute was left by one that died.
      const lock = await stat(lockDir).catch(() => null)
      if (lock && Date.now() - lock.mtimeMs > 60_000) await rmdir(lockDir).catch(() => {})
      await sleep(100)
    }
  }
  try {
    if (force || !(await serverBuildIsCurrent())) {
      console.log('Building the server (server-build/)…')
      await buildServer()
    }
  } finally {
    await rmdir(lockDir).catch(() => {})
  }
}

// `node build/server-build.mjs` builds; with --if-stale, only when the build is not current.
if (process.argv[1] === thisScript) {
  const force = !process.argv.includes('--if-stale')
  if (force) await rm(inputsFile, { force: true })
  await ensureServerBuild({ force })
}
