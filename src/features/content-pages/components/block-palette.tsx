import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { builderBlockTypes, type BuilderBlockType } from '../page-blocks'
import { TitledSection } from '../../../components/ui/titled-section'

/** The palette: one button per block type, each adding a block of it at the end of the page; the address's type stands out. */
export function BlockPalette({ suggested, disabled, onAdd }: { suggested: string; disabled: boolean; onAdd: (type: BuilderBlockType) => void }) {
  const intl = useIntl()
  return (
    <TitledSection title={intl.formatMessage({ id: 'contentPages.blockPalette.title', defaultMessage: 'Add a block' })} size="md" titleSpace="2">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
        {builderBlockTypes.map((entry) => (
          <Stack as="li" key={entry.type} gap="1">
            <Button
              variant={entry.type === suggested ? 'solid' : 'outline'}
              colorPalette={entry.type === suggested ? 'primary' : undefined}
              width="full"
              justifyContent="start"
              disabled={disabled}
              onClick={() => onAdd(entry.type)}
              aria-describedby={`palette-hint-${entry.type}`}
            >
              <FormattedMessage
                id="contentPages.blockPalette.add"
                defaultMessage="<sign>+</sign> {type}"
                values={{ type: intl.formatMessage(entry.label), sign: (chunks) => <span aria-hidden="true">{chunks}</span> }}
              />
            </Button>
            <Text id={`palette-hint-${entry.type}`} fontSize="xs" color="fg.muted">
              {intl.formatMessage(entry.hint)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </TitledSection>
  )
}
