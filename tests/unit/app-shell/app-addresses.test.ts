import { describe, expect, it } from 'vitest'
import { appScreenPaths, isAppScreenPath } from '../../../src/domain/app-addresses'
import { createAppRouter } from '../../../src/app/router'
import type { AppStore } from '../../../src/app/store'

/** Every full path of the app's routes, as the router names them once it has read its tree. */
// No screen is drawn: the store is never read.
const routerPaths = () => Object.values(createAppRouter({} as AppStore).routesById).map((route) => route.fullPath as string)

describe("the server's list of the app's screens", () => {
  it('is the router’s own list, so a new screen is never answered 404 and a removed one is', () => {
    const fromRouter = new Set(routerPaths())
    expect([...new Set(appScreenPaths)].sort()).toEqual([...fromRouter].sort())
  })

  it('tells the addresses of screens from addresses of nothing', () => {
    for (const path of ['/', '/login', '/brands/7d0c6a52/vcards/', '/brands/7d0c6a52/vcards', '/brands/b1/vcards/c1', '/users/u1/edit', '/content/c1/page', '/vcard/maya'])
      expect(isAppScreenPath(path), path).toBe(true)
    for (const path of ['/nothing-here', '/brands/b1/nothing', '/brands/b1/vcards/c1/more', '/login/again', '/vcard', '/users/u1/edit/x', '//'])
      expect(isAppScreenPath(path), path).toBe(false)
  })
})
