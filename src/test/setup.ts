import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

/** Unit test setup: English source messages active, DOM and storage reset between tests. */
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
