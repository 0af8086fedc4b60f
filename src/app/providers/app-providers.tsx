import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import type { Brand } from '#domain/brand/brand-types.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { savePersistedQueriesNow } from '#lib/query-client.ts'
import { AppErrorBoundary } from '#app/errors/app-error-boundary.tsx'
import { AuthProvider } from '#features/auth/auth-context.tsx'
import { clearApiCaches } from '#features/pwa/register.ts'
import { AgencyBrandProvider } from './agency-brand-provider.tsx'

type Props = {
  queryClient: QueryClient
  /** the browser's persisted cache (restored by boot before the first render, saved from then on); none on the server */
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>
  /** the brand of this host (before any agency theme) */
  hostBrand: Brand
  /** rendered beside the app, e.g. the PWA update prompt */
  extras?: ReactNode
  children: ReactNode
}

/** i18n, query cache (saved to local storage in the browser), sign-in, brand and theme, and the outermost error boundary. */
export function AppProviders({ queryClient, persistOptions, hostBrand, extras, children }: Props) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryCache client={queryClient} persistOptions={persistOptions}>
        <AuthProvider
          isLoginEnabled={hostBrand.isLoginRequired}
          clearCaches={clearApiCaches}
          language={currentLanguage}
        >
          <AgencyBrandProvider hostBrand={hostBrand}>
            <AppErrorBoundary>{children}</AppErrorBoundary>
            {extras}
          </AgencyBrandProvider>
        </AuthProvider>
      </QueryCache>
    </I18nProvider>
  )
}

function QueryCache({
  client,
  persistOptions,
  children,
}: Pick<Props, 'persistOptions' | 'children'> & { client: QueryClient }) {
  // every change of the catalogue queries is saved (throttled by the persister) while the app runs,
  // and what is there already once: a server-rendered page's data came in before the subscription,
  // and a page that asks for nothing more would not be saved for offline (docs/product/offline-and-pwa.md)
  useEffect(() => {
    if (!persistOptions) return undefined
    const options = { ...persistOptions, queryClient: client }
    const unsubscribe = persistQueryClientSubscribe(options)
    void persistQueryClientSave(options)
    // and at once when the page is hidden or left: the persister's throttle would drop the last second
    const saveNow = () => savePersistedQueriesNow(client, persistOptions)
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow()
    }
    window.addEventListener('pagehide', saveNow)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', saveNow)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [client, persistOptions])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
