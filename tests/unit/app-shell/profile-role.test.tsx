import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { json, meFixture } from './fixtures'
import { freshDeviceForEachTest, renderApp, signedIn } from './render-app'

freshDeviceForEachTest()

function openProfile(type: string) {
  renderApp('/profile', {
    session: { ...signedIn, role: { id: meFixture.id, type } },
    routes: { 'GET /api/auth/me': () => json({ ...meFixture, type }) },
  })
}

describe('the profile names the role the person has on this site', () => {
  it('for an administrator', async () => {
    openProfile('admin')
    expect(await screen.findByText('You are an administrator of this site.')).toBeInTheDocument()
  })

  it('for a member', async () => {
    openProfile('member')
    expect(await screen.findByText('You are a member of this site.')).toBeInTheDocument()
    expect(screen.queryByText('You are an administrator of this site.')).toBeNull()
  })

  it('for a role this app does not know yet, by its name', async () => {
    openProfile('editor')
    expect(await screen.findByText('Your role on this site: editor.')).toBeInTheDocument()
  })
})
