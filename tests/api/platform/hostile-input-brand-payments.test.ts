import { describeHostileInput } from '../../support/hostile-input'

describeHostileInput("the brand's payments")
