import { describe, expect, it } from 'vitest'
import { openPglite, openPostgres, sqlExecutor, type DatabaseHandle } from '../../../server/db/client'
import { migrateDatabase } from '../../../server/prepare-database'
import { backends, emptyPostgresDatabase } from '../../support/test-app'

// The tables that hold a row per card or per site: at a million cards, a foreign key without an
// index led by its column turns each delete of what it points to into a scan of the whole table
// (deleting a card with a photo took 0.8 s at 1M cards before cards_photo_upload_id_idx).
const tablesThatGrow = ['cards', 'sites', 'site_hosts', 'card_daily_events']

const unindexedForeignKeys = `
  select con.conrelid::regclass::text || '.' || att.attname as foreign_key
  from pg_constraint con
  join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
  where con.contype = 'f'
    and con.conrelid::regclass::text = any($1::text[])
    and not exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indkey[0] = con.conkey[1])
  order by 1`

describe.each(backends)('indexes of the tables that grow with cards and sites (%s)', (backend) => {
  it('every foreign key of cards, sites, site_hosts and card_daily_events has an index led by its column', async () => {
    const postgres = backend === 'postgres' ? await emptyPostgresDatabase() : null
    const handle: DatabaseHandle = postgres ? await openPostgres(postgres.url) : await openPglite({ dataDir: null })
    try {
      await migrateDatabase(handle)
      const { rows } = await sqlExecutor(handle).executeSql(unindexedForeignKeys, [tablesThatGrow])
      expect(rows).toEqual([])
    } finally {
      await handle.close()
      await postgres?.drop()
    }
  })
})
