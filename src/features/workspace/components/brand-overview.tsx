import { Box, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { BrandScreenLink } from '../../../components/ui/brand-screen-link'
import type { BrandOverview } from '../../../domain/workspace'
import { QueryState } from '../../../components/ui/query-state'
import { useMay } from '../../../lib/features/brand-role'
import { useGetBrandOverviewQuery } from '../api/get-workspace'
import { FigureWords } from './figure-words'

function Figure({ label, value }: { label: ReactNode; value: number }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" padding="4">
      <FigureWords value={value} label={label} />
    </Box>
  )
}

/** Views per day as bars, with the same figures in a table for screen readers. */
function ViewsChart({ days }: { days: BrandOverview['days'] }) {
  const intl = useIntl()
  // A day of the chart (YYYY-MM-DD) as the reader's language writes it; noon, so no time zone moves it.
  const dayWords = (day: string) => intl.formatDate(new Date(`${day}T12:00:00`), { day: 'numeric', month: 'short', year: 'numeric' })
  const highest = Math.max(1, ...days.map((day) => day.views))
  return (
    <Stack gap="2" as="figure">
      <Text as="figcaption" fontWeight="semibold">
        <FormattedMessage id="workspace.brandOverview.chartCaption" defaultMessage="Card views per day, last 30 days" />
      </Text>
      <HStack align="flex-end" gap="1" height="24" aria-hidden="true">
        {days.map((day) => (
          <Box
            key={day.day}
            flex="1"
            bg="primary.solid"
            borderRadius="xs"
            minHeight="1px"
            height={`${(day.views / highest) * 100}%`}
            title={intl.formatMessage(
              {
                id: 'workspace.brandOverview.barTitle',
                defaultMessage: '{day}: {views, plural, one {# view} other {# views}}, {leads, plural, one {# lead} other {# leads}}',
              },
              { day: dayWords(day.day), views: day.views, leads: day.leads },
            )}
          />
        ))}
      </HStack>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="workspace.brandOverview.dayColumn" defaultMessage="Day" />
              </th>
              <th scope="col">
                <FormattedMessage id="workspace.brandOverview.viewsColumn" defaultMessage="Views" />
              </th>
              <th scope="col">
                <FormattedMessage id="workspace.brandOverview.leadsColumn" defaultMessage="Leads" />
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayWords(day.day)}</th>
                <td>{intl.formatNumber(day.views)}</td>
                <td>{intl.formatNumber(day.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  )
}

/** A brand at a glance: its cards, 30 days of views and leads, its members. */
export function BrandOverviewPanel({ brandId }: { brandId: string }) {
  const intl = useIntl()
  const overview = useGetBrandOverviewQuery(brandId)
  const may = useMay()
  return (
    <QueryState
      query={overview}
      loading={<FormattedMessage id="workspace.brandOverview.loading" defaultMessage="Loading the brand's figures…" />}
      offline={
        <FormattedMessage
          id="workspace.brandOverview.offline"
          defaultMessage="You are offline, so the brand's figures cannot be loaded. They will load when you are back online."
        />
      }
    >
      {({ figures, days }) => (
        <Stack gap="6">
          <SimpleGrid as="section" aria-label={intl.formatMessage({ id: 'workspace.brandOverview.figures', defaultMessage: 'Figures' })} columns={{ base: 2, md: 5 }} gap="3">
            <Figure
              label={
                <FormattedMessage
                  id="workspace.brandOverview.publishedCards"
                  defaultMessage="{count, plural, one {published card} other {published cards}}"
                  values={{ count: figures.published_cards }}
                />
              }
              value={figures.published_cards}
            />
            <Figure
              label={
                <FormattedMessage
                  id="workspace.brandOverview.draftCards"
                  defaultMessage="{count, plural, one {draft card} other {draft cards}}"
                  values={{ count: figures.draft_cards }}
                />
              }
              value={figures.draft_cards}
            />
            <Figure
              label={
                <FormattedMessage
                  id="workspace.brandOverview.views"
                  defaultMessage="{count, plural, one {view, 30 days} other {views, 30 days}}"
                  values={{ count: figures.views_30_days }}
                />
              }
              value={figures.views_30_days}
            />
            <Figure
              label={
                <FormattedMessage
                  id="workspace.brandOverview.leads"
                  defaultMessage="{count, plural, one {new lead, 30 days} other {new leads, 30 days}}"
                  values={{ count: figures.leads_30_days }}
                />
              }
              value={figures.leads_30_days}
            />
            <Figure
              label={<FormattedMessage id="workspace.brandOverview.members" defaultMessage="{count, plural, one {member} other {members}}" values={{ count: figures.members }} />}
              value={figures.members}
            />
          </SimpleGrid>
          <ViewsChart days={days} />
          <HStack gap="4" wrap="wrap">
            {/* Only a screen the role opens: the cards' list needs edit-cards, as its tab does. */}
            {may('edit-cards') ? (
              <BrandScreenLink brandId={brandId} screen="/brands/$id/vcards">
                <FormattedMessage id="workspace.brandOverview.cardsLink" defaultMessage="Business cards" />
              </BrandScreenLink>
            ) : null}
            <BrandScreenLink brandId={brandId} screen="/brands/$id/admins">
              <FormattedMessage id="workspace.brandOverview.membersLink" defaultMessage="Members" />
            </BrandScreenLink>
          </HStack>
        </Stack>
      )}
    </QueryState>
  )
}

export function BrandOverviewHeading() {
  return (
    <Heading as="h1" size="2xl">
      <FormattedMessage id="workspace.brandOverview.heading" defaultMessage="Overview" />
    </Heading>
  )
}
