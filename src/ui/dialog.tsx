import './dialog.css'
import * as RadixDialog from '@radix-ui/react-dialog'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useState } from 'react'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** a small line above the title, e.g. the kind of dialog */
  eyebrow?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A modal dialog (Radix: focus trap, Escape, aria wiring) in the house style: a centred panel on
 * wide screens, a full-height sheet on phones. Title and description label the dialog.
 */
export function Dialog({ open, onOpenChange, title, description, eyebrow, children, className }: Props) {
  const { t } = useLingui()
  // our dialogs open from links and routes, not from Radix's trigger, which Radix would focus on
  // closing (none: the focus fell to the page's start); the element that had the focus comes back
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  const returnFocus = (event: Event) => {
    if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) return
    event.preventDefault()
    opener.focus({ preventScroll: true })
  }
  // a toast shows over the dialog (the shell's toaster, outside it): closing or hovering it keeps the dialog open
  const keepOpenForToasts = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault()
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={['dialog', className].filter(Boolean).join(' ')}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={keepOpenForToasts}
        >
          <header className="dialog__header">
            {eyebrow ? <p className="dialog__eyebrow">{eyebrow}</p> : null}
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
            ) : null}
            <RadixDialog.Close className="dialog__close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
