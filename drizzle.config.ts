import { defineConfig } from 'drizzle-kit'

// Used only by `npm run db:generate` to write a new migration from the modules' tables
// (server/modules/{name}/schema.ts, one file per module).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/modules/*/schema.ts',
  out: './server/db/migrations',
})
