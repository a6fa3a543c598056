import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  children: ReactNode
  /** The button that does it, named for what it does ("Finalize"). */
  confirm: ReactNode
  busy?: boolean
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before something that cannot be undone: what happens, Cancel, and the button that does it. */
export function ConfirmDialog({ open, title, children, confirm, busy, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(change) => (change.open ? undefined : onCancel())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{children}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                <FormattedMessage id="common.confirmDialog.cancel" defaultMessage="Cancel" />
              </Button>
              <Button colorPalette={danger ? 'red' : 'primary'} loading={busy} onClick={onConfirm}>
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
