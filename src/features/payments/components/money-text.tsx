import { useIntl } from 'react-intl'
import type { Currency } from '../../../domain/money/currencies'
import { minor } from '../../../domain/money/minor-units'
import { formatMoney } from '../../../domain/money/money-text'

/** An amount in the reader's locale, kept left to right in a right-to-left page. */
export function MoneyText({ amount, currency }: { amount: number; currency: Currency }) {
  const intl = useIntl()
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(minor(amount), currency, intl.locale)}
    </bdi>
  )
}
