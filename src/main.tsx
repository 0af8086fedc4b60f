import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from '#app/providers/app-providers.tsx'
import { handleCrash } from '#app/errors/crash-report.ts'
import { installGlobalErrorHandlers } from '#app/errors/global-error-handlers.ts'
import { actingAgencyHeaders } from '#features/auth/acting-agency.ts'
import { initialHostBrand } from '#lib/brand/brand-selection.ts'
import { registerServiceWorker } from '#features/pwa/register.ts'
import { UpdatePrompt } from '#features/pwa/update-prompt.tsx'
import { setAccessTokenGetter, setExtraHeadersGetter } from '#lib/api-client.ts'
import { getAccessToken, initAuth } from '#lib/auth.ts'
import { readOidcSettings } from '#lib/auth-config.ts'
import { loadRuntimeConfig } from '#lib/config.ts'
import { initI18n } from '#lib/i18n.ts'
import { createAppQueryClient, createPersistOptions } from '#lib/query-client.ts'
import { createAppRouter } from '#app/router/router.tsx'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import '#app/footer/site-footer.css'
import '#ui/components.css'
import '#ui/hero.css'
import '#ui/landing.css'

/**
 * Boot: runtime config -> i18n -> sign-in (stored session, no library download) and brand ->
 * query client + persister -> router -> render -> service worker.
 */
async function boot(): Promise<void> {
  installGlobalErrorHandlers()
  // independent steps run together; both must finish before the first render
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n()])
  initAuth(readOidcSettings(config))
  setAccessTokenGetter(getAccessToken)
  setExtraHeadersGetter(actingAgencyHeaders)
  const hostBrand = initialHostBrand()
  const queryClient = createAppQueryClient()
  const persistOptions = createPersistOptions(config.appVersion)
  const router = createAppRouter(queryClient)
  const container = document.getElementById('root')
  if (!container) throw new Error('Missing #root element')
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} persistOptions={persistOptions} hostBrand={hostBrand} extras={<UpdatePrompt />}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  // the worker (and workbox-window) once the page has loaded: never on the first render's path
  const registerLater = () => void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error))
  if (document.readyState === 'complete') registerLater()
  else window.addEventListener('load', registerLater, { once: true })
}

function showBootFailure(error: unknown): void {
  if (handleCrash(error) === 'reloading') return
  const container = document.getElementById('root')
  if (!container) return
  const title = document.createElement('h1')
  title.textContent = 'Ooops'
  const text = document.createElement('p')
  text.textContent = 'Unfortunately, a severe error occured.'
  const box = document.createElement('div')
  box.className = 'error-fallback'
  box.setAttribute('role', 'alert')
  box.append(title, text)
  container.replaceChildren(box)
}

boot().catch(showBootFailure)
