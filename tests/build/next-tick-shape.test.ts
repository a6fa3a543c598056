import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const keeper = pathToFileURL(path.resolve('server/next-tick-shape.ts')).href

/**
 * A fresh Node that schedules ticks, lets two full collections run while none is pending (as a
 * start's collections can), schedules more, and prints what V8 has learnt about the object
 * nextTick builds: its second property's store is MONOMORPHIC while its shape is the one V8 saw
 * first, MEGAMORPHIC once V8 has given up on it (the slow, generic path).
 */
function tickShapeAfterCollections(withKeeper: boolean): string {
  const script = [
    withKeeper ? `await import(${JSON.stringify(keeper)});` : '',
    'const turn = () => new Promise((resolve) => setImmediate(resolve));',
    'for (let round = 0; round < 3; round++) {',
    '  for (let i = 0; i < 2000; i++) process.nextTick(() => {});',
    '  await turn();',
    '  gc(); gc();',
    '  await turn();',
    '}',
    '%DebugPrint(process.nextTick);',
  ].join('\n')
  // V8 prints past Node's streams: into a pipe that Node made non-blocking it loses what does not
  // fit, so it prints into a file.
  const output = path.join(mkdtempSync(path.join(os.tmpdir(), 'marque-tick-')), 'debug-print.txt')
  const file = openSync(output, 'w')
  const child = spawnSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', file, 'pipe'], encoding: 'utf8' })
  closeSync(file)
  expect(child.status, child.stderr).toBe(0)
  const printed = readFileSync(output, 'utf8')
  rmSync(path.dirname(output), { recursive: true })
  const stores = [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1])
  // nextTick's object has four properties: the store of the second is the one a new shape breaks.
  expect(stores).toHaveLength(4)
  return stores[1]!
}

describe("the server's entry", () => {
  it("keeps the shape of nextTick's object across full collections, where a plain Node loses it and takes the slow path", () => {
    // This Node's V8 does lose it (should a later one not, this says the keeper can go).
    expect(tickShapeAfterCollections(false)).toBe('MEGAMORPHIC')
    expect(tickShapeAfterCollections(true)).toBe('MONOMORPHIC')
  })

  it('runs the keeper before any other module of the built server (`npm start`)', () => {
    // The bundler names each module it places: the keeper's must be the first of the server's own.
    const modules = [...readFileSync(path.resolve('server-build/start.js'), 'utf8').matchAll(/^\/\/ (server\/\S+)$/gm)].map((match) => match[1])
    expect(modules[0]).toBe('server/next-tick-shape.ts')
  })
})
