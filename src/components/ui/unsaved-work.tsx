import { Box, Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useBlocker } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { forgetDraft, keepDraft, keptDraft, type KeptDraft } from '../../lib/forms/kept-drafts'
import { useAppSelector } from '../../lib/store/hooks'

type Place = { pathname: string; params: Record<string, string> }

export type UnsavedWorkProps<Values> = {
  /** Whether the editor holds changes that are not saved. */
  unsaved: boolean
  /** What the editor edits, in the reader's language, as the question names it: "the card". */
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

/** What the screen's one guard knows of an editor on it. */
type Editor = {
  unsaved: boolean
  what: string
  save?: () => Promise<boolean>
  leaves: (current: Place, next: Place) => boolean
  /** Forgets the draft kept on this device: the person chose to leave without saving. */
  forget: () => void
}

const EditorsContext = createContext<Map<string, RefObject<Editor>> | null>(null)

const sameFields = <Values,>(current: Values) => (kept: unknown): kept is Values =>
  typeof kept === 'object' && kept !== null && typeof current === 'object' && current !== null && Object.keys(current).every((key) => key in kept)

const otherPath = (current: Place, next: Place) => current.pathname !== next.pathname

/**
 * The one question before leaving, for every editor on the screen (drawn once, around the app's
 * routes): leaving by a link of the app, the back button, a reload or closing the tab asks first
 * while any editor has unsaved changes, and asks once however many do.
 */
export function UnsavedWorkGuard({ children }: { children: ReactNode }) {
  const [editors] = useState(() => new Map<string, RefObject<Editor>>())
  const [saving, setSaving] = useState(false)
  const intl = useIntl()
  const unsavedOn = (current: Place, next: Place) => [...editors.values()].map((editor) => editor.current).filter((editor) => editor.unsaved && editor.leaves(current, next))
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => unsavedOn(current as Place, next as Place).length > 0,
    enableBeforeUnload: () => [...editors.values()].some((editor) => editor.current.unsaved),
    withResolver: true,
  })
  const asked = blocker.status === 'blocked' ? unsavedOn(blocker.current as Place, blocker.next as Place) : []

  const leave = () => {
    for (const editor of asked) editor.forget()
    blocker.proceed?.()
  }
  const saveAndLeave = async () => {
    setSaving(true)
    let saved = true
    try {
      for (const editor of asked) if (!(await editor.save!())) saved = false
    } finally {
      setSaving(false)
    }
    if (saved) blocker.proceed?.()
    else blocker.reset?.()
  }

  return (
    <EditorsContext.Provider value={editors}>
      {children}
      <Dialog.Root role="alertdialog" open={blocker.status === 'blocked'} onOpenChange={(change) => (change.open ? undefined : blocker.reset?.())}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="common.unsavedWork.question" defaultMessage="Leave without saving?" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  <FormattedMessage
                    id="common.unsavedWork.lost"
                    defaultMessage="Your changes to {what} are not saved. If you leave now, they are lost."
                    values={{ what: intl.formatList(asked.map((editor) => editor.what), { type: 'conjunction' }) }}
                  />
                </Text>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={() => blocker.reset?.()}>
                  <FormattedMessage id="common.unsavedWork.stay" defaultMessage="Stay" />
                </Button>
                {asked.length > 0 && asked.every((editor) => editor.save) ? (
                  <Button colorPalette="primary" loading={saving} onClick={() => void saveAndLeave()}>
                    <FormattedMessage id="common.unsavedWork.saveAndLeave" defaultMessage="Save and leave" />
                  </Button>
                ) : null}
                <Button colorPalette="red" variant="subtle" onClick={leave}>
                  <FormattedMessage id="common.unsavedWork.leave" defaultMessage="Leave without saving" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </EditorsContext.Provider>
  )
}

/**
 * The one rule for unsaved work, for every editor: the screen's guard asks before leaving while
 * the editor has unsaved changes; what was typed is kept on this device until it is saved or
 * discarded, and offered back when the editor opens again. A form drawn outside the app's guard (on
 * its own, as in its component tests) keeps its draft and asks nothing.
 */
export function UnsavedWork<Values>({ unsaved, what, save, draft, leaves = otherPath }: UnsavedWorkProps<Values>) {
  // Each person's drafts apart: another who signs in on this device is offered none of them.
  const person = useAppSelector((state) => state.session.role?.id ?? 'guest')
  const intl = useIntl()
  const key = draft ? `${person}:${draft.key}` : undefined
  const fits = draft?.fits ?? sameFields(draft?.values)
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = key === undefined ? null : keptDraft(key)
    return kept && fits(kept.values) && JSON.stringify(kept.values) !== JSON.stringify(draft?.values) ? kept : null
  })

  const editors = useContext(EditorsContext)
  const id = useId()
  const editor = useRef<Editor>({ unsaved, what, save, leaves, forget: () => undefined })
  useEffect(() => {
    editor.current = { unsaved, what, save, leaves, forget: () => key !== undefined && forgetDraft(key) }
  })
  useEffect(() => {
    if (!editors) return
    editors.set(id, editor)
    return () => void editors.delete(id)
  }, [editors, id])

  // What is kept follows the values while they are unsaved; an offer not yet answered is left as it is.
  const values = useRef(draft?.values)
  useEffect(() => {
    values.current = draft?.values
  })
  const serialized = draft ? JSON.stringify(draft.values) : ''
  useEffect(() => {
    if (key === undefined || offer) return
    if (unsaved) keepDraft(key, values.current)
    else forgetDraft(key)
  }, [key, offer, unsaved, serialized])

  if (!offer || !draft) return null
  return (
    <Box role="region" aria-label={intl.formatMessage({ id: 'common.unsavedWork.region', defaultMessage: 'Changes not saved' })} borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" padding="3">
      <Text marginBottom="2">
        <FormattedMessage
          id="common.unsavedWork.kept"
          defaultMessage="Changes to {what} from {keptAt} were not saved. They are kept on this device."
          values={{ what, keptAt: intl.formatDate(new Date(offer.keptAt), { dateStyle: 'medium', timeStyle: 'short' }) }}
        />
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
          <FormattedMessage id="common.unsavedWork.restore" defaultMessage="Restore them" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            if (key !== undefined) forgetDraft(key)
            setOffer(null)
          }}
        >
          <FormattedMessage id="common.unsavedWork.discard" defaultMessage="Discard them" />
        </Button>
      </HStack>
    </Box>
  )
}
