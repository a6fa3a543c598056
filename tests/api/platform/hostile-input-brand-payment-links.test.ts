import { describeHostileInput } from '../../support/hostile-input'

describeHostileInput("the brand's payment links and bank details")
