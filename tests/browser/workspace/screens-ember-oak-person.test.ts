import { describeWorkspaceWalk } from '../../helpers/workspace-walk'

describeWorkspaceWalk('Ember & Oak', '127.0.0.1', 'person')
