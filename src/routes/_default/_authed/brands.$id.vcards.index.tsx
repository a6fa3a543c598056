import { Stack } from '@chakra-ui/react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useGetCardTemplateQuery } from '../../../features/cards/api/card-template'
import { CardImport } from '../../../features/cards/components/card-import'
import { CardList } from '../../../features/cards/components/card-list'
import { CardTemplateEditor } from '../../../features/cards/components/card-template-editor'
import { NewCardForm } from '../../../features/cards/components/new-card-form'
import { useMayInBrand } from '../../../features/workspace/use-may-in-brand'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const Route = createFileRoute('/_default/_authed/brands/$id/vcards/')({ component: BrandVcardsScreen })

function BrandVcardsScreen() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  // The template is the brand's to set: its admins and owners see its editor here.
  const may = useMayInBrand(id)
  const template = useGetCardTemplateQuery(id, { skip: !may('edit-brand') })
  return (
    <Stack gap="6">
      <ScreenTitle title="Business cards" />
      <CardList brandId={id} />
      <NewCardForm brandId={id} onCreated={(card) => void navigate({ to: '/brands/$id/vcards/$vcardId', params: { id, vcardId: card.id } })} />
      <CardImport brandId={id} />
      {template.data ? <CardTemplateEditor brandId={id} template={template.data} /> : null}
    </Stack>
  )
}
