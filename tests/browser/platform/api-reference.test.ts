import { describe, expect, it } from 'vitest'
import { recordPolicyViolations } from '../../helpers/policy-violations'
import { useRunningSite } from '../../helpers/running-site'

// Swagger UI reads an OpenAPI 3.1 document far more slowly than a 3.0 one (swagger-api/swagger-ui#10748):
// on a loaded two-core machine, 20 s before the page shows it and more to open an operation.
const readingTheDocument = { timeout: 90_000 }

describe('the API reference at /api/docs, in Chromium against the real server', () => {
  const site = useRunningSite()

  it('shows the operations of the API by module, with who may call each, and no policy violation', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const recorded = await recordPolicyViolations(context)
    const page = await context.newPage()
    const answer = await page.goto(`${site.origin('localhost')}/api/docs`)
    // Scripts and style sheets only from the server's own files: nothing inline is allowed.
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self';.*style-src 'self';/)
    expect(await page.title()).toBe('Marque API reference')
    // The document's title, then a module's operations, found as a reader finds them: by its name in the filter.
    await page.getByRole('heading', { name: /Marque API/ }).first().waitFor(readingTheDocument)
    await page.getByPlaceholder('Filter by tag or path').fill('webhooks')
    await page.getByRole('heading', { name: 'webhooks' }).waitFor()
    const operation = page.getByRole('button', { name: 'PUT /api/brands/{brandId}/webhook', exact: true })
    expect(await page.getByRole('button', { name: /^(GET|PUT|POST|PATCH|DELETE) \/api\/brands\/\{brandId\}\/webhook/ }).count()).toBe(6)
    // An operation opened: who may call it, in words, its body, and its failed answers in the one error shape.
    await operation.click()
    await page.getByText('whose role may edit this brand', { exact: false }).waitFor(readingTheDocument)
    await page.getByText("The caller's role in the brand may not do this").waitFor(readingTheDocument)
    expect(await page.getByText('"message": "string"').count()).toBeGreaterThan(0)
    // The bearer token can be given once for every call the page tries.
    await page.getByRole('button', { name: /Authorize/ }).first().waitFor()
    expect(recorded).toEqual({ violations: [], messages: [] })
    await context.close()
  }, 240_000)
})
