import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { MoveButtons } from '../../../components/ui/move-buttons'
import type { PageBlock } from '../../../domain/page'
import type { Say } from '../../../i18n/say'
import { blockSummary, blockTypeInText, blockTypeLabel } from '../page-blocks'

type BlockListProps = {
  blocks: PageBlock[]
  selectedId: string | null
  /** Blocks with a problem, by id: their header says so. */
  invalidIds: ReadonlySet<string>
  onSelect: (block: PageBlock | null) => void
  onMove: (from: number, to: number) => void
  onDuplicate: (index: number) => void
  onDelete: (index: number) => void
  /** The editor of the selected block, drawn in place under its header. */
  editor: ReactNode
}

const words = defineMessages({
  theBlock: { id: 'contentPages.blockList.theBlock', defaultMessage: 'the block' },
  blockOfType: { id: 'contentPages.blockList.blockOfType', defaultMessage: 'block {number}, {type}' },
  block: { id: 'contentPages.blockList.block', defaultMessage: 'block {number}' },
  pickedUp: { id: 'contentPages.blockList.pickedUp', defaultMessage: 'Picked up {name}. Use the arrow keys to move it, Space to drop it, Escape to cancel.' },
  over: { id: 'contentPages.blockList.over', defaultMessage: '{name} is over position {position}.' },
  droppedAt: { id: 'contentPages.blockList.droppedAt', defaultMessage: 'Dropped {name} at position {position}.' },
  dropped: { id: 'contentPages.blockList.dropped', defaultMessage: 'Dropped {name}.' },
  cancelled: { id: 'contentPages.blockList.cancelled', defaultMessage: 'Moving {name} was cancelled.' },
  instructions: {
    id: 'contentPages.blockList.instructions',
    defaultMessage: 'To move a block, press Space on its handle, then the arrow keys, then Space again to drop it, or Escape to cancel.',
  },
})

/** The drag handle's dots, a picture rather than a word. */
const handleGlyph = '⠿'

const nameOf = (say: Say, blocks: PageBlock[], id: string | number) => {
  const index = blocks.findIndex((block) => block.id === id)
  if (index < 0) return say(words.theBlock)
  return say(words.blockOfType, { number: index + 1, type: blockTypeInText(blocks[index]!.type, say) })
}

/**
 * The page's blocks in order. Each is moved by dragging its handle, by the keyboard on the handle
 * (Space to lift, arrows to move, Space to drop, Escape to cancel) or with Move up / Move down;
 * duplicated, deleted, and opened for editing in place.
 */
export function BlockList({ blocks, selectedId, invalidIds, onSelect, onMove, onDuplicate, onDelete, editor }: BlockListProps) {
  const intl = useIntl()
  const say: Say = intl.formatMessage
  const name = (id: string | number) => nameOf(say, blocks, id)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(
      blocks.findIndex((block) => block.id === active.id),
      blocks.findIndex((block) => block.id === over.id),
    )
  }
  const positionOf = (id: string | number) => blocks.findIndex((block) => block.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => say(words.pickedUp, { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? say(words.over, { name: name(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? say(words.droppedAt, { name: name(active.id), position: positionOf(over.id) }) : say(words.dropped, { name: name(active.id) }),
    onDragCancel: ({ active }) => say(words.cancelled, { name: name(active.id) }),
  }
  if (blocks.length === 0)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="contentPages.blockList.empty" defaultMessage="This page has no blocks yet. Add one from the list above." />
      </Text>
    )
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(words.instructions) } }}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <Stack as="ol" listStyleType="none" gap="3" aria-label={intl.formatMessage({ id: 'contentPages.blockList.label', defaultMessage: 'Blocks of the page' })}>
          {blocks.map((block, index) => (
            <SortableBlock
              key={block.id}
              block={block}
              index={index}
              count={blocks.length}
              selected={block.id === selectedId}
              invalid={invalidIds.has(block.id)}
              onSelect={onSelect}
              onMove={onMove}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            >
              {block.id === selectedId ? editor : null}
            </SortableBlock>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  )
}

type SortableBlockProps = Pick<BlockListProps, 'onSelect' | 'onMove' | 'onDuplicate' | 'onDelete'> & {
  block: PageBlock
  index: number
  count: number
  selected: boolean
  invalid: boolean
  children: ReactNode
}

function SortableBlock({ block, index, count, selected, invalid, onSelect, onMove, onDuplicate, onDelete, children }: SortableBlockProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id })
  const intl = useIntl()
  const say: Say = intl.formatMessage
  const name = say(words.block, { number: index + 1 })
  const label = blockTypeLabel(block.type, intl.formatMessage)
  const headingId = `block-heading-${block.id}`
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'primary.solid' : invalid ? 'border.error' : 'border'}
      borderRadius="md"
      bg="bg"
      padding="3"
      aria-labelledby={headingId}
      data-block-type={block.type}
    >
      <Flex gap="2" alignItems="start">
        <Button
          ref={setActivatorNodeRef}
          size="sm"
          variant="ghost"
          cursor="grab"
          aria-label={intl.formatMessage({ id: 'contentPages.blockList.dragHandle', defaultMessage: 'Drag handle of {name}, {type}' }, { name, type: blockTypeInText(block.type, say) })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">{handleGlyph}</span>
        </Button>
        <Box flex="1" minW="0">
          <Heading as="h3" id={headingId} size="sm" display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <FormattedMessage id="contentPages.blockList.heading" defaultMessage="{number}. {type}" values={{ number: index + 1, type: label }} />
            {invalid ? (
              <Badge colorPalette="red">
                <FormattedMessage id="contentPages.blockList.needsAttention" defaultMessage="Needs attention" />
              </Badge>
            ) : null}
          </Heading>
          <Text fontSize="sm" color="fg.muted" truncate>
            {blockSummary(block, intl.formatMessage)}
          </Text>
        </Box>
      </Flex>
      <Flex gap="2" marginTop="2" wrap="wrap">
        <Button
          size="xs"
          variant={selected ? 'solid' : 'outline'}
          colorPalette={selected ? 'primary' : undefined}
          aria-expanded={selected}
          onClick={() => onSelect(selected ? null : block)}
          aria-label={
            selected
              ? intl.formatMessage({ id: 'contentPages.blockList.closeBlock', defaultMessage: 'Close {name}' }, { name })
              : intl.formatMessage({ id: 'contentPages.blockList.editBlock', defaultMessage: 'Edit {name}' }, { name })
          }
          data-block-edit={index + 1}
        >
          {selected ? <FormattedMessage id="contentPages.blockList.close" defaultMessage="Close" /> : <FormattedMessage id="contentPages.blockList.edit" defaultMessage="Edit" />}
        </Button>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <Button size="xs" variant="outline" onClick={() => onDuplicate(index)} aria-label={intl.formatMessage({ id: 'contentPages.blockList.duplicateBlock', defaultMessage: 'Duplicate {name}' }, { name })}>
          <FormattedMessage id="contentPages.blockList.duplicate" defaultMessage="Duplicate" />
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(index)} aria-label={intl.formatMessage({ id: 'contentPages.blockList.deleteBlock', defaultMessage: 'Delete {name}' }, { name })}>
          <FormattedMessage id="contentPages.blockList.delete" defaultMessage="Delete" />
        </Button>
      </Flex>
      {children ? (
        <Box marginTop="4" paddingTop="4" borderTopWidth="1px" borderColor="border">
          {children}
        </Box>
      ) : null}
    </Box>
  )
}
