import { Trans } from '@lingui/react/macro'
import { classifyApiFailure } from '#lib/api-errors.ts'

/** The four texts of a failed hotel search (docs/product/hotels.md#search), exactly. */
export function FailureText({ error }: { error: unknown }) {
  const failure = classifyApiFailure(error)
  switch (failure.kind) {
    case 'no-response':
      return <Trans>Oops, your request didn't reach our servers. Are you connected to the internet?</Trans>
    case 'server-error':
      return <Trans>Oops, the server had an internal error while processing your request.</Trans>
    case 'server-says': {
      const text = failure.text
      return <Trans>Our server says: {text}</Trans>
    }
    case 'bad-request':
      return <Trans>Oops, our server did not like your request...</Trans>
  }
}
