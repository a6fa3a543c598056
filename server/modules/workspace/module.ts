import { defineModule } from '../../module-definition'
import { createWorkspaceRepository, type WorkspaceRepository } from './workspace-repository'
import { workspaceRoutes } from './workspace-routes'

declare module '../../app-context' {
  interface Repositories {
    workspace: WorkspaceRepository
  }
}

/** Workspace: a signed-in person's brands at a glance, what needs their attention, a brand's overview. */
export const workspaceModule = defineModule({
  name: 'workspace',
  repositories: (db) => ({ workspace: createWorkspaceRepository(db) }),
  routes: [workspaceRoutes],
})
