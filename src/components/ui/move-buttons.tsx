import { Button } from '@chakra-ui/react'

/** Up and Down for the item at `index` of a list of `count`, named for a screen reader ("Move link 2 up"). */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (from: number, to: number) => void }) {
  return (
    <>
      <Button size="xs" variant="outline" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Move ${name} up`}>
        Up
      </Button>
      <Button size="xs" variant="outline" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Move ${name} down`}>
        Down
      </Button>
    </>
  )
}
