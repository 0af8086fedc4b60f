import { Trans } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { ErrorFallback } from '#app/errors/error-fallback.tsx'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { ListFailure } from '#ui/list-failure.tsx'

/** A request that failed (no answer, or an error status), as opposed to a bug in the page's code. */
function isFailedRequest(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof ApiError
}

/**
 * A destination list whose request failed (docs/product/property-pages.md#destination-lists): its own
 * failure state with a retry that runs the loader again. Any other error is a crash (the crash screen
 * and its report).
 */
export function DestinationError({ error }: ErrorComponentProps) {
  const router = useRouter()
  if (!isFailedRequest(error)) return <ErrorFallback error={error} />
  return (
    <section className="destination-page destination-page--failed" id="pageContent">
      <ListFailure onRetry={() => void router.invalidate()}>
        <Trans>Unfortunately, the properties could not be loaded. Please try again.</Trans>
      </ListFailure>
    </section>
  )
}
