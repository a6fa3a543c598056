import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { MoveButtons } from '../../../components/ui/move-buttons'
import type { PageBlock } from '../../../domain/page'
import { blockSummary, blockTypeLabel } from '../page-blocks'

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

const nameOf = (blocks: PageBlock[], id: string | number) => {
  const index = blocks.findIndex((block) => block.id === id)
  return index < 0 ? 'the block' : `block ${index + 1}, ${blockTypeLabel(blocks[index]!.type).toLowerCase()}`
}

/**
 * The page's blocks in order. Each is moved by dragging its handle, by the keyboard on the handle
 * (Space to lift, arrows to move, Space to drop, Escape to cancel) or with Move up / Move down;
 * duplicated, deleted, and opened for editing in place.
 */
export function BlockList({ blocks, selectedId, invalidIds, onSelect, onMove, onDuplicate, onDelete, editor }: BlockListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(
      blocks.findIndex((block) => block.id === active.id),
      blocks.findIndex((block) => block.id === over.id),
    )
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(blocks, active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(blocks, active.id)} is over position ${blocks.findIndex((block) => block.id === over.id) + 1}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(blocks, active.id)} at position ${blocks.findIndex((block) => block.id === over.id) + 1}.` : `Dropped ${nameOf(blocks, active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(blocks, active.id)} was cancelled.`,
  }
  if (blocks.length === 0) return <Text color="fg.muted">This page has no blocks yet. Add one from the list above.</Text>
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a block, press Space on its handle, then the arrow keys, then Space again to drop it, or Escape to cancel.' } }}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Blocks of the page">
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
  const name = `block ${index + 1}`
  const label = blockTypeLabel(block.type)
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
        <Button ref={setActivatorNodeRef} size="sm" variant="ghost" cursor="grab" aria-label={`Drag handle of ${name}, ${label.toLowerCase()}`} {...attributes} {...listeners}>
          <span aria-hidden="true">⠿</span>
        </Button>
        <Box flex="1" minW="0">
          <Heading as="h3" id={headingId} size="sm" display="flex" gap="2" alignItems="center" flexWrap="wrap">
            {index + 1}. {label}
            {invalid ? <Badge colorPalette="red">Needs attention</Badge> : null}
          </Heading>
          <Text fontSize="sm" color="fg.muted" truncate>
            {blockSummary(block)}
          </Text>
        </Box>
      </Flex>
      <Flex gap="2" marginTop="2" wrap="wrap">
        <Button size="xs" variant={selected ? 'solid' : 'outline'} colorPalette={selected ? 'primary' : undefined} aria-expanded={selected} onClick={() => onSelect(selected ? null : block)} aria-label={`${selected ? 'Close' : 'Edit'} ${name}`}>
          {selected ? 'Close' : 'Edit'}
        </Button>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <Button size="xs" variant="outline" onClick={() => onDuplicate(index)} aria-label={`Duplicate ${name}`}>
          Duplicate
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(index)} aria-label={`Delete ${name}`}>
          Delete
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
