import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A zip read by Python's zipfile, which Marque does not write with: each entry's name and bytes. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'marque-zip-'))
  try {
    const file = path.join(dir, 'download.zip')
    await writeFile(file, bytes)
    const listing = execFileSync(
      'python3',
      ['-c', 'import base64,json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))', file],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const entries = JSON.parse(listing.toString()) as Record<string, string>
    return new Map(Object.entries(entries).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
