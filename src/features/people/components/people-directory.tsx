import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { QueryState } from '../../../components/ui/query-state'
import { TextField } from '../../../components/ui/text-field'
import type { Directory, Person } from '../../../domain/people'
import { useListPeopleQuery } from '../api/list-people'
import { personName } from '../person-name'
import { PersonPhoto } from './person-photo'
import { SuspensionAction } from './suspension-action'

/**
 * The site's directory: the people who chose to be listed, with their card; for an operator,
 * everyone on the site, each with a way to their page and to suspend or restore them.
 */
export function PeopleDirectory({ siteName, myUserId }: { siteName: string; myUserId: string | null }) {
  const [typed, setTyped] = useState('')
  const [words, setWords] = useState('')
  const [page, setPage] = useState(1)
  // Who asks decides the answer: asked again on each visit, so signing in or out shows the right list.
  const people = useListPeopleQuery({ q: words || undefined, page }, { refetchOnMountOrArgChange: true })
  const intl = useIntl()

  function search(event: FormEvent) {
    event.preventDefault()
    setWords(typed.trim())
    setPage(1)
  }

  return (
    <Stack gap="6">
      <Box as="form" role="search" aria-label={intl.formatMessage({ id: 'people.directory.label', defaultMessage: 'People' })} onSubmit={search}>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minWidth="14rem">
            <TextField
              label={intl.formatMessage({ id: 'people.directory.search', defaultMessage: 'Search people' })}
              type="search"
              name="q"
              value={typed}
              onChange={setTyped}
              maxLength={100}
              helper={intl.formatMessage({ id: 'people.directory.searchHelp', defaultMessage: 'Names and words from their bio.' })}
            />
          </Box>
          <Button type="submit" variant="outline" marginBottom="7">
            <FormattedMessage id="people.directory.searchButton" defaultMessage="Search" />
          </Button>
        </Flex>
      </Box>
      <QueryState
        query={people}
        loading={<FormattedMessage id="people.directory.loading" defaultMessage="Loading the people…" />}
        offline={<FormattedMessage id="people.directory.offline" defaultMessage="You are offline, so the directory cannot be loaded. It will load when you are back online." />}
        empty={{
          when: (answer) => answer.people.length === 0,
          message: words ? (
            <FormattedMessage id="people.directory.noMatch" defaultMessage="Nobody on {site} matches “{words}”." values={{ site: siteName, words }} />
          ) : (
            <FormattedMessage id="people.directory.empty" defaultMessage="Nobody on {site} has chosen to be listed yet." values={{ site: siteName }} />
          ),
        }}
      >
        {(answer) => <People answer={answer} myUserId={myUserId} page={page} onPage={setPage} />}
      </QueryState>
    </Stack>
  )
}

function People({ answer, myUserId, page, onPage }: { answer: Directory; myUserId: string | null; page: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(answer.total / answer.page_size))
  const intl = useIntl()
  return (
    <Stack gap="5">
      {answer.operator ? (
        <Text color="fg.muted">
          <FormattedMessage id="people.directory.operator" defaultMessage="As an administrator of this site you see everyone on it, listed or not." />
        </Text>
      ) : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={intl.formatMessage({ id: 'people.directory.label', defaultMessage: 'People' })}>
        {answer.people.map((person) => (
          <PersonCard key={person.id} person={person} operator={answer.operator} isMe={person.id === myUserId} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <HStack as="nav" aria-label={intl.formatMessage({ id: 'people.directory.pages', defaultMessage: 'Pages of people' })} gap="3" justify="center">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <FormattedMessage id="people.directory.previous" defaultMessage="Previous" />
          </Button>
          <Text>
            <FormattedMessage id="people.directory.page" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
          </Text>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <FormattedMessage id="people.directory.next" defaultMessage="Next" />
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}

function PersonCard({ person, operator, isMe }: { person: Person; operator: boolean; isMe: boolean }) {
  const intl = useIntl()
  const name = personName(person, intl.formatMessage)
  const headingId = `person-${person.id}`
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderColor="border" borderRadius="lg" padding="4" bg="bg">
      <Flex gap="3" align="flex-start">
        <PersonPhoto person={person} size="lg" />
        <Stack gap="1" flex="1" minWidth="0">
          <Heading as="h2" size="md" id={headingId} lineClamp={1}>
            {operator || isMe ? (
              <Link asChild color="link">
                <RouterLink to="/users/$id" params={{ id: person.id }}>
                  {name}
                </RouterLink>
              </Link>
            ) : (
              name
            )}
          </Heading>
          {operator && person.email ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              <Text as="span" dir="ltr">
                {person.email}
              </Text>
            </Text>
          ) : null}
          {person.suspended || (operator && !person.listed) ? (
            <HStack gap="2">
              {person.suspended ? (
                <Badge colorPalette="red">
                  <FormattedMessage id="people.suspended" defaultMessage="Suspended" />
                </Badge>
              ) : null}
              {operator && !person.listed ? (
                <Badge colorPalette="gray">
                  <FormattedMessage id="people.notListed" defaultMessage="Not listed" />
                </Badge>
              ) : null}
            </HStack>
          ) : null}
        </Stack>
      </Flex>
      {person.bio ? (
        <Text marginTop="3" lineClamp={3} color="fg.muted">
          {person.bio}
        </Text>
      ) : null}
      <Flex marginTop="3" gap="3" wrap="wrap" align="center">
        {person.card ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/vcard/$key" params={{ key: person.card.key }} aria-label={intl.formatMessage({ id: 'people.directory.viewCardOf', defaultMessage: 'View card of {name}' }, { name })}>
              <FormattedMessage id="people.directory.viewCard" defaultMessage="View card" />
            </RouterLink>
          </Button>
        ) : null}
        {operator && !isMe ? <SuspensionAction person={person} name={name} /> : null}
      </Flex>
    </Box>
  )
}
