// `npm run marque`: the operator commands as built JavaScript, run by plain `node`, so a command
// starts in well under a second.
import { runBuilt } from './run-built.mjs'

await runBuilt('cli.js')
