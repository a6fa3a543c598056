import { Box, Grid, Heading, Text, chakra } from '@chakra-ui/react'
import { QueryState } from '../../../components/ui/query-state'
import type { CardFigures as Totals } from '../../../domain/card-figures'
import type { CardRef } from '../api/get-card'
import { useGetCardFiguresQuery } from '../api/get-card-figures'

const figureNames = [
  ['views', 'Views'],
  ['contact_saves', 'Contact saves'],
  ['qr_scans', 'QR scans'],
  ['leads', 'Leads'],
] as const

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

/** How the card does: totals since it was made, and the days of the last 30 that had any activity. */
export function CardFigures({ cardRef }: { cardRef: CardRef }) {
  const figures = useGetCardFiguresQuery(cardRef, { refetchOnMountOrArgChange: true })

  return (
    <Box as="section" aria-labelledby="card-figures-heading">
      <Heading as="h2" id="card-figures-heading" size="lg" marginBottom="3">
        Figures
      </Heading>
      <QueryState query={figures} loading="Loading the figures…" offline="You are offline, so the figures cannot be loaded.">
        {(answer) => <Figures figures={answer} />}
      </QueryState>
    </Box>
  )
}

/** The totals, then a row per day that had any activity. */
function Figures({ figures }: { figures: Totals }) {
  const activeDays = figures.days.filter((day) => day.views + day.contact_saves + day.qr_scans + day.leads > 0)
  return (
    <>
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(4, 1fr)' }} gap="3">
        {figureNames.map(([key, label]) => (
          <Box key={key} borderWidth="1px" borderColor="border" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold">
              {figures[key]}
            </Text>
          </Box>
        ))}
      </Grid>
      {activeDays.length === 0 ? (
        <Text color="fg.muted" marginTop="3">
          No activity in the last 30 days.
        </Text>
      ) : (
        <chakra.table width="full" marginTop="4" fontSize="sm" css={{ '& th, & td': { paddingY: '1', paddingX: '2', textAlign: 'end' }, '& th:first-of-type, & td:first-of-type': { textAlign: 'start' } }}>
          <caption style={{ textAlign: 'start' }}>Days of the last 30 with activity (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {figureNames.map(([key, label]) => (
                <th scope="col" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {activeDays.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayFormat.format(new Date(`${day.day.slice(0, 10)}T00:00:00Z`))}</th>
                {figureNames.map(([key]) => (
                  <td key={key}>{day[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </>
  )
}
