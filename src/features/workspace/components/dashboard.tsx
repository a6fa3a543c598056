import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import type { BrandRole } from '../../../domain/brand-roles'
import type { Workspace, WorkspaceBrand } from '../../../domain/workspace'
import { QueryState } from '../../../components/ui/query-state'
import { useGetWorkspaceQuery } from '../api/get-workspace'
import { FigureWords } from './figure-words'

const roleWords: Record<BrandRole | 'operator', string> = {
  operator: 'Site admin',
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  member: 'Member',
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header paddingBottom="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body paddingTop="0">{children}</Card.Body>
    </Card.Root>
  )
}

function Figure({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link asChild display="block" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={to}>
        <FigureWords value={value} label={label} />
      </RouterLink>
    </Link>
  )
}

/** What a person with no card of this site's brand is offered, drawn by the screen that composes the dashboard. */
type NoCardOffer = (brand: WorkspaceBrand, me: string) => React.ReactNode

function DashboardPanels({ workspace, noCardOffer }: { workspace: Workspace; noCardOffer?: NoCardOffer }) {
  const me = workspace.user.id
  const here = workspace.brands.find((brand) => brand.here)
  const noCardHere = here !== undefined && !workspace.cards.some((card) => card.here)
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="section" aria-label="At a glance">
        <Figure label="unread messages" value={workspace.unread.messages} to={`/users/${me}/messages`} />
        <Figure label="unread notifications" value={workspace.unread.notifications} to={`/users/${me}/notifications`} />
        <Figure label={workspace.cards.length === 1 ? 'card' : 'cards'} value={workspace.cards.length} to={`/users/${me}`} />
        <Figure label={workspace.brands.length === 1 ? 'brand' : 'brands'} value={workspace.brands.length} to={`/users/${me}/brands`} />
      </SimpleGrid>

      <Panel title="Needs your attention">
        {workspace.attention.length === 0 ? (
          <Text color="fg.muted">Nothing waits for you. All caught up.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {workspace.attention.map((item) => (
              <li key={item.kind}>
                <Link asChild fontWeight="medium" color="fg">
                  <RouterLink to={item.link}>{item.text}</RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Panel>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Panel title="Your brands">
          {workspace.brands.length === 0 ? (
            <Text color="fg.muted">You are not a member of any brand yet. A brand's owners can invite you.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {workspace.brands.map((brand) => (
                <HStack as="li" key={brand.id} justify="space-between" gap="3">
                  {brand.here ? (
                    <BrandScreenLink brandId={brand.id} fontWeight="medium" color="fg">
                      {brand.name}
                    </BrandScreenLink>
                  ) : (
                    <Text>
                      {brand.name} <Text as="span" color="fg.muted">(run from its own site)</Text>
                    </Text>
                  )}
                  <Badge variant="outline">{roleWords[brand.role]}</Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title="Your cards">
          {workspace.cards.length === 0 ? (
            noCardHere && noCardOffer ? null : <Text color="fg.muted">You have no card yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {workspace.cards.map((card) => (
                <HStack as="li" key={card.id} justify="space-between" gap="3">
                  {card.here ? (
                    <Link asChild fontWeight="medium" color="fg">
                      {card.published ? (
                        <RouterLink to="/vcard/$key" params={{ key: card.key }}>
                          {card.name}
                        </RouterLink>
                      ) : (
                        <RouterLink to="/brands/$id/vcards/$vcardId" params={{ id: card.brand_id, vcardId: card.id }}>
                          {card.name}
                        </RouterLink>
                      )}
                    </Link>
                  ) : (
                    <Text>
                      {card.name} <Text as="span" color="fg.muted">(on its brand's site)</Text>
                    </Text>
                  )}
                  <Badge variant={card.published ? 'subtle' : 'outline'} colorPalette={card.published ? 'green' : 'gray'}>
                    {card.published ? 'Published' : 'Draft'}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          )}
          {noCardHere && noCardOffer ? <Box marginTop={workspace.cards.length > 0 ? '4' : '0'}>{noCardOffer(here, me)}</Box> : null}
        </Panel>
      </SimpleGrid>
    </Stack>
  )
}

/** What a signed-in person lands on: what waits for them, their brands and cards, in two clicks from anywhere. */
export function Dashboard({ noCardOffer }: { noCardOffer?: NoCardOffer }) {
  const workspace = useGetWorkspaceQuery()
  return (
    <Box>
      <QueryState query={workspace} of="your dashboard" reloads="it">
        {(answer) => <DashboardPanels workspace={answer} noCardOffer={noCardOffer} />}
      </QueryState>
    </Box>
  )
}
