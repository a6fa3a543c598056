import type { SqlExecutor } from '../server/db/client'

/** What the scale benchmark seeds: site n (1-based) answers on `hostOf(n)` and has cards `cardKeyOf(n, 1…cardsPerSite)`. */
export type ScaleShape = { sites: number; cardsPerSite: number }

export const hostOf = (site: number) => `site-${site}.bench.test`
export const cardKeyOf = (site: number, card: number) => `c${site}-${card}`

// Cards are written this many sites at a time: each statement stays a few hundred MB at most.
const sitesPerStatement = 1_000

/**
 * Adds `sites` brands, each with one site on a verified host and `cardsPerSite` published cards
 * shaped like the demo card, with a few set-based statements (generate_series), on a database the
 * demo data is already in. Ends with VACUUM ANALYZE, as autovacuum leaves a table that has settled.
 */
export async function seedScale(sql: SqlExecutor, shape: ScaleShape, log: (line: string) => void): Promise<void> {
  await sql.executeSql(
    `insert into brands (name, slug) select 'Bench brand ' || n, 'bench-' || n from generate_series(1, $1::int) as n`,
    [shape.sites],
  )
  await sql.executeSql(
    `insert into sites (brand_id, name, meta)
     select b.id, b.name, jsonb_set(demo.meta, '{name}', to_jsonb(b.name))
     from generate_series(1, $1::int) as n
     join brands b on b.slug = 'bench-' || n
     cross join (select meta from sites order by created_at limit 1) as demo`,
    [shape.sites],
  )
  await sql.executeSql(
    `insert into site_hosts (hostname, site_id, is_main, verification_token, verified_at)
     select 'site-' || n || '.bench.test', s.id, true, md5(s.id::text), now()
     from generate_series(1, $1::int) as n
     join brands b on b.slug = 'bench-' || n
     join sites s on s.brand_id = b.id`,
    [shape.sites],
  )
  log(`${shape.sites} brands, sites and hosts`)
  for (let first = 1; first <= shape.sites; first += sitesPerStatement) {
    const last = Math.min(shape.sites, first + sitesPerStatement - 1)
    await sql.executeSql(
      `insert into cards (brand_id, key, given_name, family_name, job_title, organisation, phones, emails, websites, address, socials, bio, published, colors)
       select b.id, 'c' || n || '-' || k, demo.given_name, demo.family_name || ' ' || k, demo.job_title, demo.organisation,
              demo.phones, demo.emails, demo.websites, demo.address, demo.socials, demo.bio, true, demo.colors
       from generate_series($1::int, $2::int) as n
       join brands b on b.slug = 'bench-' || n
       cross join generate_series(1, $3::int) as k
       cross join (select * from cards where key = 'demo' order by created_at limit 1) as demo`,
      [first, last, shape.cardsPerSite],
    )
    log(`cards of sites ${first}–${last}`)
  }
  await sql.executeSql('vacuum analyze')
}
