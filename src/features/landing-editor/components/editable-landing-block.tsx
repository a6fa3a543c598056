import { Box, Button } from '@chakra-ui/react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormProblem } from '../../../components/ui/form-problem'
import { LoadingState } from '../../../components/ui/query-state'
import type { DeltaDocument } from '../../../domain/delta'
import type { LandingBlockName } from '../../../domain/site'

function EditorUnavailable() {
  const intl = useIntl()
  return (
    <FormProblem>
      {intl.formatMessage({ id: 'landing.editor.unavailable', defaultMessage: 'The editor could not be loaded. Check the connection, then reload the page.' })}
    </FormProblem>
  )
}

// The editor (slate and the toolbar) is a chunk of its own, left out of the service worker's
// precache too: visitors never download it, and an admin downloads it on the first press of Edit.
// Offline, there is nothing to save to anyway, so a failed load just says so.
const LandingBlockEditor = lazy(() => import('./landing-block-editor').catch(() => ({ default: EditorUnavailable })))

interface EditableLandingBlockProps {
  readonly block: LandingBlockName
  /** Names the block for the Edit button and the editor, in the reader's language, e.g. "pricing". */
  readonly label: string
  readonly document: DeltaDocument
  /** The block as visitors see it. */
  readonly children: ReactNode
}

/** A landing block that a site admin can swap for the editor, then save or cancel (the server checks again). */
export function EditableLandingBlock({ block, label, document, children }: EditableLandingBlockProps) {
  const [editing, setEditing] = useState(false)
  const intl = useIntl()
  if (editing) {
    return (
      <Suspense fallback={<LoadingState label={<FormattedMessage id="landing.editor.loading" defaultMessage="Loading the editor…" />} />}>
        <LandingBlockEditor block={block} label={label} document={document} onClose={() => setEditing(false)} />
      </Suspense>
    )
  }
  return (
    <Box position="relative">
      <Button
        size="sm"
        variant="outline"
        float="inline-end"
        marginInlineStart="3"
        aria-label={intl.formatMessage({ id: 'landing.editor.editBlock', defaultMessage: 'Edit {label}' }, { label })}
        onClick={() => setEditing(true)}
      >
        <FormattedMessage id="landing.editor.edit" defaultMessage="Edit" />
      </Button>
      {children}
    </Box>
  )
}
