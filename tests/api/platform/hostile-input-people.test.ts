import { describeHostileInput } from '../../support/hostile-input'

describeHostileInput('people, sessions and notifications')
