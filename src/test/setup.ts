import { i18n } from '@lingui/core'
import { afterEach, beforeEach } from 'vitest'

/** Unit test setup: English source messages active, DOM and storage reset between tests where there are any. */
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(async () => {
  // loaded only where there is a DOM: the logic tests run without one and without its cost
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
