import { Button } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'

/** Up and Down for the item at `index` of a list of `count`, named for a screen reader ("Move link 2 up"). */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (from: number, to: number) => void }) {
  const intl = useIntl()
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={intl.formatMessage({ id: 'common.moveButtons.moveUp', defaultMessage: 'Move {name} up' }, { name })}
      >
        <FormattedMessage id="common.moveButtons.up" defaultMessage="Up" />
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={intl.formatMessage({ id: 'common.moveButtons.moveDown', defaultMessage: 'Move {name} down' }, { name })}
      >
        <FormattedMessage id="common.moveButtons.down" defaultMessage="Down" />
      </Button>
    </>
  )
}
