import type { TestProject } from 'vitest/node'
import { provideDataTemplate } from '../helpers/data-template'

export default function setup(project: TestProject) {
  return provideDataTemplate(project)
}
