/** The demo brand each host of the running site serves (server/modules/sites/demo-sites.ts). */
export const demoBrandOfHost = { localhost: 'Northwind Studio', '127.0.0.1': 'Ember & Oak' } as const

export const demoHosts = Object.keys(demoBrandOfHost) as (keyof typeof demoBrandOfHost)[]
