// What other modules may use of the sites module.
export { siteHosts, sites } from './schema'
export { normaliseHostname, operatorHost, siteLogo, type SiteRecord } from './site-repository'
