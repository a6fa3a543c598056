import { describeHostileInput } from '../../support/hostile-input'

describeHostileInput('the brand itself, its people and figures')
