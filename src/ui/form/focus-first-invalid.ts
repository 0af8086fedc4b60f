import type { RefObject } from 'react'

/**
 * After a refused submit, the first field that says what is wrong takes the focus (in the next frame, once
 * the messages are rendered): keyboard and screen-reader users land on it (docs/product/chrome-and-navigation.md#forms).
 */
export function focusFirstInvalid(form: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
