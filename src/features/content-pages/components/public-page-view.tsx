import { Box, Heading } from '@chakra-ui/react'
import type { PublicPage } from '../../../domain/page'
import '../../../content-blocks/content-blocks.css'
import '../../../rich-text/rich-text.css'

/**
 * A published page as the server drew its blocks (src/content-blocks/render-page-blocks.ts, every
 * text escaped and every link checked there): the same markup a visitor gets at /{url}.
 */
export function PublicPageView({ page }: { page: PublicPage }) {
  return (
    <Box as="article" className="mqb-page" maxW="5xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        {page.title}
      </Heading>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </Box>
  )
}
