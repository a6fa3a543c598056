// `npm start`: the server as built JavaScript, run by plain `node` (no TypeScript compiler in the
// running process).
import { runBuilt } from './run-built.mjs'

await runBuilt('start.js')
