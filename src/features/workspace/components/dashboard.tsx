import { Badge, Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import type { Workspace, WorkspaceBrand } from '../../../domain/workspace'
import { QueryState } from '../../../components/ui/query-state'
import { roleNames } from '../../../lib/features/brand-role'
import { useGetWorkspaceQuery } from '../api/get-workspace'
import { FigureWords } from './figure-words'

function Panel({ title, children }: { title: string; children: ReactNode }) {
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

function Figure({ label, value, to }: { label: ReactNode; value: number; to: string }) {
  return (
    <Link asChild display="block" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={to}>
        <FigureWords value={value} label={label} />
      </RouterLink>
    </Link>
  )
}

/** What a person with no card of this site's brand is offered, drawn by the screen that composes the dashboard. */
type NoCardOffer = (brand: WorkspaceBrand, me: string) => ReactNode

function DashboardPanels({ workspace, noCardOffer }: { workspace: Workspace; noCardOffer?: NoCardOffer }) {
  const intl = useIntl()
  const me = workspace.user.id
  const here = workspace.brands.find((brand) => brand.here)
  const noCardHere = here !== undefined && !workspace.cards.some((card) => card.here)
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" as="section" aria-label={intl.formatMessage({ id: 'workspace.dashboard.atAGlance', defaultMessage: 'At a glance' })}>
        <Figure
          label={
            <FormattedMessage
              id="workspace.dashboard.unreadMessages"
              defaultMessage="{count, plural, one {unread message} other {unread messages}}"
              values={{ count: workspace.unread.messages }}
            />
          }
          value={workspace.unread.messages}
          to={`/users/${me}/messages`}
        />
        <Figure
          label={
            <FormattedMessage
              id="workspace.dashboard.unreadNotifications"
              defaultMessage="{count, plural, one {unread notification} other {unread notifications}}"
              values={{ count: workspace.unread.notifications }}
            />
          }
          value={workspace.unread.notifications}
          to={`/users/${me}/notifications`}
        />
        <Figure
          label={<FormattedMessage id="workspace.dashboard.cards" defaultMessage="{count, plural, one {card} other {cards}}" values={{ count: workspace.cards.length }} />}
          value={workspace.cards.length}
          to={`/users/${me}`}
        />
        <Figure
          label={<FormattedMessage id="workspace.dashboard.brands" defaultMessage="{count, plural, one {brand} other {brands}}" values={{ count: workspace.brands.length }} />}
          value={workspace.brands.length}
          to={`/users/${me}/brands`}
        />
      </SimpleGrid>

      <Panel title={intl.formatMessage({ id: 'workspace.dashboard.attention', defaultMessage: 'Needs your attention' })}>
        {workspace.attention.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="workspace.dashboard.nothingWaits" defaultMessage="Nothing waits for you. All caught up." />
          </Text>
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
        <Panel title={intl.formatMessage({ id: 'workspace.dashboard.yourBrands', defaultMessage: 'Your brands' })}>
          {workspace.brands.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="workspace.dashboard.noBrands" defaultMessage="You are not a member of any brand yet. A brand's owners can invite you." />
            </Text>
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
                      <FormattedMessage
                        id="workspace.dashboard.brandElsewhere"
                        defaultMessage="{name} <muted>(run from its own site)</muted>"
                        values={{
                          name: brand.name,
                          muted: (words) => (
                            <Text as="span" color="fg.muted">
                              {words}
                            </Text>
                          ),
                        }}
                      />
                    </Text>
                  )}
                  <Badge variant="outline">{intl.formatMessage(roleNames[brand.role])}</Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel title={intl.formatMessage({ id: 'workspace.dashboard.yourCards', defaultMessage: 'Your cards' })}>
          {workspace.cards.length === 0 ? (
            noCardHere && noCardOffer ? null : (
              <Text color="fg.muted">
                <FormattedMessage id="workspace.dashboard.noCards" defaultMessage="You have no card yet." />
              </Text>
            )
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
                      <FormattedMessage
                        id="workspace.dashboard.cardElsewhere"
                        defaultMessage="{name} <muted>(on its brand's site)</muted>"
                        values={{
                          name: card.name,
                          muted: (words) => (
                            <Text as="span" color="fg.muted">
                              {words}
                            </Text>
                          ),
                        }}
                      />
                    </Text>
                  )}
                  <Badge variant={card.published ? 'subtle' : 'outline'} colorPalette={card.published ? 'green' : 'gray'}>
                    {card.published ? (
                      <FormattedMessage id="workspace.dashboard.published" defaultMessage="Published" />
                    ) : (
                      <FormattedMessage id="workspace.dashboard.draft" defaultMessage="Draft" />
                    )}
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
      <QueryState
        query={workspace}
        loading={<FormattedMessage id="workspace.dashboard.loading" defaultMessage="Loading your dashboard…" />}
        offline={<FormattedMessage id="workspace.dashboard.offline" defaultMessage="You are offline, so your dashboard cannot be loaded. It will load when you are back online." />}
      >
        {(answer) => <DashboardPanels workspace={answer} noCardOffer={noCardOffer} />}
      </QueryState>
    </Box>
  )
}
