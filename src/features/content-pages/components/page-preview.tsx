import { Box, Button, ButtonGroup, Text } from '@chakra-ui/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pageBlockSchema, type PageBlock } from '../../../domain/page'
import { failureMessage } from '../../../lib/api/api-failure'
import { usePreviewPageQuery } from '../api/preview-page'
import { TitledSection } from '../../../components/ui/titled-section'
import '../../../content-blocks/content-blocks.css'
import '../../../rich-text/rich-text.css'

/** A value once the person stopped typing for a moment: the preview is drawn by the server. */
function useSettled(value: string, delay = 400): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

const widths = { phone: '390px', desktop: '100%' } as const

// Links in the preview would leave the builder and its unsaved draft.
const keepHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault()
}

/**
 * The page as visitors will see it, at a phone's width or the full width: the blocks that are
 * complete, drawn by the renderer /{url} uses, with the site's people and pages filled in.
 */
export function PagePreview({ brandId, siteId, title, blocks }: { brandId: string; siteId: string; title: string; blocks: PageBlock[] }) {
  const [width, setWidth] = useState<keyof typeof widths>('desktop')
  const complete = blocks.filter((block) => pageBlockSchema.safeParse(block).success)
  const settled = useSettled(JSON.stringify(complete))
  const preview = usePreviewPageQuery({ brandId, siteId, blocks: JSON.parse(settled) as PageBlock[] })
  const left = blocks.length - complete.length
  const intl = useIntl()
  return (
    <TitledSection
      title={intl.formatMessage({ id: 'contentPages.pagePreview.title', defaultMessage: 'Preview' })}
      size="md"
      titleSpace="2"
      actions={
        <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'contentPages.pagePreview.width', defaultMessage: 'Preview width' })}>
          {(['phone', 'desktop'] as const).map((choice) => (
            <Button key={choice} aria-pressed={width === choice} variant={width === choice ? 'solid' : 'outline'} onClick={() => setWidth(choice)}>
              {choice === 'phone' ? (
                <FormattedMessage id="contentPages.pagePreview.phone" defaultMessage="Phone" />
              ) : (
                <FormattedMessage id="contentPages.pagePreview.desktop" defaultMessage="Desktop" />
              )}
            </Button>
          ))}
        </ButtonGroup>
      }
    >
      {left > 0 ? (
        <Text fontSize="sm" color="fg.muted" marginBottom="2">
          <FormattedMessage
            id="contentPages.pagePreview.leftOut"
            defaultMessage="{count, plural, one {One block is not complete yet and is left out.} other {# blocks are not complete yet and are left out.}}"
            values={{ count: left }}
          />
        </Text>
      ) : null}
      {preview.error ? (
        <Text color="fg.error">
          <FormattedMessage id="contentPages.pagePreview.failed" defaultMessage="The preview could not be drawn: {reason}" values={{ reason: failureMessage(preview.error) }} />
        </Text>
      ) : null}
      <Box borderWidth="1px" borderColor="border" borderRadius="md" padding="4" bg="bg" overflowX="auto">
        <Box className="mqb-page" data-preview-width={width} maxW={widths[width]} marginX="auto" onClickCapture={keepHere} aria-busy={preview.isFetching}>
          <Text as="p" fontSize="2xl" fontWeight="bold">
            {title || <FormattedMessage id="contentPages.pageBuilder.untitled" defaultMessage="Untitled page" />}
          </Text>
          {complete.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="contentPages.pagePreview.empty" defaultMessage="Add a block to see the page here." />
            </Text>
          ) : (
            <div dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
          )}
        </Box>
      </Box>
    </TitledSection>
  )
}
