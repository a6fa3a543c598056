import { describeHostileInput } from '../../support/hostile-input'

describeHostileInput('public pages, cards, bookings and videos, and every other route')
