import { Heading, Text } from '@chakra-ui/react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { LandingBlocks } from '../../features/landing/components/landing-blocks'
import { EditableLandingBlock } from '../../features/landing-editor/components/editable-landing-block'
import { InstallOffer } from '../../features/pwa/install-offer'
import { selectIsAdmin } from '../../features/session/session-slice'
import { useBrand } from '../../lib/site/use-brand'
import { useAppSelector } from '../../lib/store/hooks'

export const Route = createFileRoute('/_default/')({
  // meta.index_page names what "/" shows; "/" itself means this landing.
  beforeLoad: ({ context }) => {
    const indexPage = context.store.getState().site.current?.site.meta.index_page
    if (indexPage && indexPage !== '/') throw redirect({ href: indexPage })
  },
  component: HomeScreen,
})

function HomeScreen() {
  const brand = useBrand()
  const canEdit = useAppSelector(selectIsAdmin)
  const { landing, name } = brand.site.meta
  const empty = !canEdit && [landing.content_1, landing.content_2, landing.pricing].every((block) => !block.ops?.length)
  if (empty) {
    return (
      <>
        <Heading as="h1" size="3xl">
          {name}
        </Heading>
        <Text marginTop="3" fontSize="lg">
          <FormattedMessage id="shell.home.noLanding" defaultMessage="This site has not published its landing page yet." />
        </Text>
        <InstallOffer />
      </>
    )
  }
  return (
    <>
      <InstallOffer />
      <LandingBlocks landing={landing} frame={canEdit ? (block) => <EditableLandingBlock {...block} /> : undefined} />
    </>
  )
}
