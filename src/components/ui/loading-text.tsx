import { FormattedMessage } from 'react-intl'

/** What the page says until the brand has loaded: "Loading..." in English. */
export function LoadingText() {
  return (
    <div role="status">
      <FormattedMessage id="app.loading" defaultMessage="Loading..." />
    </div>
  )
}
