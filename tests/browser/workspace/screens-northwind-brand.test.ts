import { describeWorkspaceWalk } from '../../helpers/workspace-walk'

describeWorkspaceWalk('Northwind Studio', 'localhost', 'brand')
