import { describe, expect, it } from 'vitest'
import { hostA } from '../../support/api-client'
import { backends } from '../../support/test-app'
import { useTestApp } from '../../support/use-test-app'

describe.each(backends)('a NUL character written into an address (%s)', (backend) => {
  const { kit } = useTestApp(backend, { per: 'block' })

  it('is refused with a 400 naming the parameter or query field that held it', async () => {
    const inPath = await kit.request({ method: 'GET', url: '/api/sites/local%00host', host: hostA })
    expect(inPath.statusCode).toBe(400)
    expect(inPath.json().message).toBe('params.hostname: may not contain the NUL character (\\u0000)')

    const inQuery = await kit.request({ method: 'GET', url: '/api/vcards/demo/qr.png?src=q%00r', host: hostA })
    expect(inQuery.statusCode).toBe(400)
    expect(inQuery.json().message).toBe('query.src: may not contain the NUL character (\\u0000)')

    // The same addresses without it are answered.
    expect((await kit.request({ method: 'GET', url: '/api/sites/localhost', host: hostA })).statusCode).toBe(200)
    expect((await kit.request({ method: 'GET', url: '/api/vcards/demo/qr.png?src=qr', host: hostA })).statusCode).toBe(200)
  })
})
