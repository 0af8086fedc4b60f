import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { hostBrand } from '../../domain/brand/brand.ts'
import { ToastProvider } from '../../ui/toast/toast-provider.tsx'
import { BrandProvider } from '../brand/brand-context.tsx'
import { AppErrorBoundary } from './app-error-boundary.tsx'

type Props = {
  queryClient: QueryClient
  persistOptions: PersistQueryClientProviderProps['persistOptions']
  /** rendered beside the app inside the toast provider, e.g. the PWA update prompt */
  extras?: ReactNode
  children: ReactNode
}

/** i18n, persisted query cache, toasts and the outermost error boundary. */
export function AppProviders({ queryClient, persistOptions, extras, children }: Props) {
  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <BrandProvider brand={hostBrand(window.location.hostname)}>
          <ToastProvider>
            <AppErrorBoundary>{children}</AppErrorBoundary>
            {extras}
          </ToastProvider>
        </BrandProvider>
      </PersistQueryClientProvider>
    </I18nProvider>
  )
}
