import { Box, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import type { DeltaDocument } from '../../../domain/delta'
import type { Landing, LandingBlockName } from '../../../domain/site'
import { RichTextView } from '../../../rich-text/rich-text-view'

function hasContent(block: Landing[keyof Landing]) {
  return (block.ops ?? []).some((op) => typeof op.insert !== 'string' || op.insert.trim() !== '')
}

// The app's reset removes the browser's default type styles; rich text needs them back.
const richTextStyles = {
  '& h1': { fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: 'shorter', marginBottom: '4' },
  '& h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'short', marginBottom: '3' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
  '& h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '3', marginBottom: '2' },
  '& p': { fontSize: 'lg', lineHeight: 'tall', marginBottom: '3' },
  '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3', fontSize: 'lg', lineHeight: 'tall' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'link', textDecoration: 'underline' },
  '& strong': { fontWeight: 'bold' },
} as const

const labels = defineMessages({
  content_1: { id: 'landing.blocks.content1', defaultMessage: 'first content block' },
  content_2: { id: 'landing.blocks.content2', defaultMessage: 'second content block' },
  pricing: { id: 'landing.blocks.pricing', defaultMessage: 'pricing' },
  pricingSection: { id: 'landing.blocks.pricingSection', defaultMessage: 'Pricing' },
})

const blocks = [
  { block: 'content_1', style: {} },
  { block: 'content_2', style: {} },
  // Pricing stands out on the brand's lightest tint and is named for assistive technology.
  { block: 'pricing', style: { bg: 'primary.subtle', borderRadius: 'l3', padding: { base: '5', md: '8' } } },
] as const

/** A block as the page shows it, with what an editor needs to take its place. */
export type LandingBlockFrameProps = { block: LandingBlockName; label: string; document: DeltaDocument; children: ReactNode }

/**
 * The site's landing: its two content blocks and its pricing, from the brand's rich text. With
 * `frame` (site admins get the in-place editor), every block shows, empty ones too, so they can be
 * filled in.
 */
export function LandingBlocks({ landing, frame }: { landing: Landing; frame?: (block: LandingBlockFrameProps) => ReactNode }) {
  const intl = useIntl()
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      {blocks.map(({ block, style }) => {
        if (!frame && !hasContent(landing[block])) return null
        const view = <RichTextView document={landing[block]} />
        const label = intl.formatMessage(labels[block])
        const name = block === 'pricing' ? intl.formatMessage(labels.pricingSection) : undefined
        return (
          <Box key={block} as="section" aria-label={name} {...style} css={richTextStyles}>
            {frame ? frame({ block, label, document: landing[block], children: view }) : view}
          </Box>
        )
      })}
    </Stack>
  )
}
