import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { failureMessage, failureStatus, isApiFailure, isOffline } from '../../lib/api/api-failure'

/** What the person is told while the answer comes, and when the device is offline and nothing is kept. */
export type LoadingWords =
  | {
      /** "Loading the cards…" */
      loading: ReactNode
      /** What is missing and when it comes: "You are offline, so the cards cannot be loaded." */
      offline: ReactNode
      of?: never
      reloads?: never
    }
  | {
      /** What is loaded, for both sentences: "the cards" says "Loading the cards…" and "You are offline, so the cards cannot be loaded." */
      of: string
      /** Whether the offline sentence adds that it loads, or they load, when the device is back online. */
      reloads?: 'it' | 'they'
      loading?: never
      offline?: never
    }

/** The two sentences of the words given. */
export function loadingSentences(words: LoadingWords): { loading: ReactNode; offline: ReactNode } {
  if (words.of === undefined) return { loading: words.loading, offline: words.offline }
  const later = words.reloads === undefined ? '' : ` ${words.reloads === 'it' ? 'It' : 'They'} will load when you are back online.`
  return { loading: `Loading ${words.of}…`, offline: `You are offline, so ${words.of} cannot be loaded.${later}` }
}

export type QueryStateProps<Data> = LoadingWords & QueryStateOptions<Data>

export type QueryStateOptions<Data> = {
  /** A query hook's result, as RTK Query gives it. */
  query: { data?: Data; error?: unknown; refetch: () => unknown }
  /**
   * Whether "Try again" is offered for this failure, among those asking again can mend
   * (`retryCanMend`); a screen narrows it further (never widens it).
   */
  canRetry?: (error: unknown) => boolean
  /** Said instead of the content when the answer holds nothing. */
  empty?: { when: (data: Data) => boolean; message: ReactNode }
  /** Centred, for a screen of its own rather than a part of one. */
  centered?: boolean
  /** More ways on, under a failure (a link back, say). */
  actions?: ReactNode
  children: (data: Data) => ReactNode
}

/**
 * Whether asking again can bring the answer: the device was offline, the server was too busy
 * (429, 408) or failed (5xx), or something unforeseen went wrong. A refusal (401, 403), a thing that
 * is not there (404), a request the server will not take (400) or an answer of the wrong shape will
 * be the same the next time, so a "Try again" there only misleads.
 */
export function retryCanMend(error: unknown): boolean {
  if (!isApiFailure(error)) return true
  if (error.kind === 'offline') return true
  const status = failureStatus(error)
  return status !== undefined && (status >= 500 || status === 429 || status === 408)
}

/**
 * The states of anything loaded from the server: loading, offline, failed (with a way to try again
 * where that can help), empty, and the content. An answer already had is shown even when a refresh fails, so
 * what was loaded stays usable offline.
 */
export function QueryState<Data>({ query, canRetry, empty, centered, actions, children, ...words }: QueryStateProps<Data>) {
  const { loading, offline } = loadingSentences(words)
  if (query.data !== undefined) {
    if (empty?.when(query.data)) return <Text color="fg.muted">{empty.message}</Text>
    return <>{children(query.data)}</>
  }
  if (query.error !== undefined) {
    const retry = retryCanMend(query.error) && (canRetry ? canRetry(query.error) : true)
    return (
      <Stack role="alert" {...(centered ? { gap: '4', align: 'center', textAlign: 'center', paddingY: '10' } : { gap: '3', align: 'flex-start' })}>
        <Text>{isOffline(query.error) ? offline : failureMessage(query.error)}</Text>
        {retry ? (
          <Button variant="outline" onClick={() => void query.refetch()}>
            <FormattedMessage id="common.tryAgain" defaultMessage="Try again" />
          </Button>
        ) : null}
        {actions}
      </Stack>
    )
  }
  return <LoadingState label={loading} centered={centered} />
}

/** Something on its way: a spinner and what is coming ("Loading the card…"). */
export function LoadingState({ label, centered }: { label: ReactNode; centered?: boolean }) {
  return (
    <HStack role="status" gap="3" {...(centered ? { justify: 'center', paddingY: '10' } : {})}>
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  )
}
