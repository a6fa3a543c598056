import { Box, Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useBlocker, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { forgetDraft, keepDraft, keptDraft, type KeptDraft } from '../../lib/forms/kept-drafts'
import { useAppSelector } from '../../lib/store/hooks'

type Place = { pathname: string; params: Record<string, string> }

export type UnsavedWorkProps<Values> = {
  /** Whether the editor holds changes that are not saved. */
  unsaved: boolean
  /** What the editor edits, as the question names it: "the card". */
  what: string
  /** Saves the editor; true once saved. Offered as "Save and leave". */
  save?: () => Promise<boolean>
  /** The editor's values, kept on this device while unsaved and offered back when the editor opens again. */
  draft?: {
    /** One key an editor and its object: "card:{id}". */
    key: string
    values: Values
    restore: (values: Values) => void
    /** Whether kept values still fit the editor (the app may have changed since): by default, the same fields. */
    fits?: (values: unknown) => values is Values
  }
  /** Whether going from one address to the next leaves the editor; by default, any other path. */
  leaves?: (current: Place, next: Place) => boolean
}

const sameFields = <Values,>(current: Values) => (kept: unknown): kept is Values =>
  typeof kept === 'object' && kept !== null && typeof current === 'object' && current !== null && Object.keys(current).every((key) => key in kept)

const otherPath = (current: Place, next: Place) => current.pathname !== next.pathname

const keptAtWords = (keptAt: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(keptAt))

/**
 * The one rule for unsaved work, for every editor: leaving by a link of the app, the back button,
 * a reload or closing the tab asks first while there are unsaved changes; what was typed is kept on
 * this device until it is saved or discarded, and offered back when the editor opens again.
 */
export function UnsavedWork<Values>(props: UnsavedWorkProps<Values>) {
  // A form drawn outside the app's router (on its own, as in its component tests) keeps its draft only.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined
  return router ? <GuardedWork {...props} /> : <KeptWork {...props} blocker={idle} />
}

type Blocker = { status: 'blocked' | 'idle'; proceed?: () => void; reset?: () => void }
const idle: Blocker = { status: 'idle' }

function GuardedWork<Values>(props: UnsavedWorkProps<Values>) {
  const { unsaved, leaves = otherPath } = props
  const latest = useRef({ unsaved, leaves })
  useEffect(() => {
    latest.current = { unsaved, leaves }
  })
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => latest.current.unsaved && latest.current.leaves(current as Place, next as Place),
    enableBeforeUnload: () => latest.current.unsaved,
    withResolver: true,
  })
  return <KeptWork {...props} blocker={blocker} />
}

function KeptWork<Values>({ unsaved, what, save, draft, blocker }: UnsavedWorkProps<Values> & { blocker: Blocker }) {
  const [saving, setSaving] = useState(false)

  // Each person's drafts apart: another who signs in on this device is offered none of them.
  const person = useAppSelector((state) => state.session.role?.id ?? 'guest')
  const key = draft ? `${person}:${draft.key}` : undefined
  const fits = draft?.fits ?? sameFields(draft?.values)
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = key === undefined ? null : keptDraft(key)
    return kept && fits(kept.values) && JSON.stringify(kept.values) !== JSON.stringify(draft?.values) ? kept : null
  })
  const serialized = draft ? JSON.stringify(draft.values) : ''
  useEffect(() => {
    if (key === undefined || offer) return
    if (unsaved) keepDraft(key, JSON.parse(serialized))
    else forgetDraft(key)
  }, [key, offer, unsaved, serialized])

  const leave = () => {
    if (key !== undefined) forgetDraft(key)
    blocker.proceed?.()
  }
  const saveAndLeave = async () => {
    if (!save) return
    setSaving(true)
    const saved = await save().finally(() => setSaving(false))
    if (saved) blocker.proceed?.()
    else blocker.reset?.()
  }

  return (
    <>
      {offer && draft ? (
        <Box role="region" aria-label="Changes not saved" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" padding="3">
          <Text marginBottom="2">
            Changes to {what} from {keptAtWords(offer.keptAt)} were not saved. They are kept on this device.
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              colorPalette="primary"
              onClick={() => {
                draft.restore(offer.values as Values)
                setOffer(null)
              }}
            >
              Restore them
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                if (key !== undefined) forgetDraft(key)
                setOffer(null)
              }}
            >
              Discard them
            </Button>
          </HStack>
        </Box>
      ) : null}
      <Dialog.Root role="alertdialog" open={blocker.status === 'blocked'} onOpenChange={(change) => (change.open ? undefined : blocker.reset?.())}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Leave without saving?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>Your changes to {what} are not saved. If you leave now, they are lost.</Text>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => blocker.reset?.()}>
                  Stay
                </Button>
                {save ? (
                  <Button colorPalette="primary" loading={saving} onClick={() => void saveAndLeave()}>
                    Save and leave
                  </Button>
                ) : null}
                <Button colorPalette="red" variant="subtle" onClick={leave}>
                  Leave without saving
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
