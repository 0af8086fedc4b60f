import type { KoaContextWithOIDC } from 'oidc-provider'
import { ASSETS_PATH, esc, page } from './pages/layout.ts'
import { pickLang, TEXTS, type AuthTexts } from './pages/texts.ts'

type Urls = { homeUrl: string; signInUrl: string }

function langOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined
  return pickLang(params?.ui_locales, ctx.get('accept-language') || undefined)
}

function errorMessage(t: AuthTexts, out: { error?: string; error_description?: string }, error: Error): string {
  if (error.name === 'SessionNotFound' || /session|interaction|expired|consumed/i.test(out.error_description ?? ''))
    return t.errorExpired
  if (out.error && /^invalid_/.test(out.error)) return t.errorInvalid
  return t.errorGeneric
}

/** Error page: what happened in plain words, the technical details folded away, and a way forward. */
export function errorPageHtml(
  t: AuthTexts,
  lang: 'en' | 'de',
  urls: Urls,
  message: string,
  details: Record<string, string | undefined>,
): string {
  const rows = Object.entries(details)
    .filter(([, v]) => v)
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('')
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(t.errorTitle)}</h1>
      <p class="auth__lead" role="alert">${esc(message)}</p>
      <p class="auth__actions"><a class="auth__button" href="${esc(urls.signInUrl)}">${esc(t.backToSignIn)}</a></p>
      ${rows ? `<details class="auth__details"><summary>${esc(t.errorDetails)}</summary><dl>${rows}</dl></details>` : ''}
      <div class="auth__links"><p><a class="auth__back" href="${esc(urls.homeUrl)}">${esc(t.back)}</a></p></div>`
  return page({ lang, t, title: t.errorTitle, body, homeUrl: urls.homeUrl })
}

/** The provider's page sources (error, logout confirmation, signed out), in the product's style. */
export function providerPages(urls: Urls) {
  return {
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }, error: Error) {
      const lang = langOf(ctx)
      const t = TEXTS[lang]
      ctx.type = 'html'
      ctx.body = errorPageHtml(t, lang, urls, errorMessage(t, out, error), {
        error: out.error,
        description: out.error_description,
      })
    },

    /** Rendered when the app asks to sign out: submits itself (same-origin script), or by the button. */
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      const lang = langOf(ctx)
      const t = TEXTS[lang]
      const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(t.logoutTitle)}</h1>
      <p class="auth__lead">${esc(t.logoutLead)}</p>
      ${form}
      <p class="auth__actions">
        <button class="auth__button" type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>${esc(t.logoutSubmit)}</button>
      </p>
      <div class="auth__links"><p><a class="auth__back" href="${esc(urls.homeUrl)}">${esc(t.stay)}</a></p></div>`
      ctx.type = 'html'
      ctx.body = page({
        lang,
        t,
        title: t.logoutTitle,
        body,
        homeUrl: urls.homeUrl,
        scripts: [`${ASSETS_PATH}/logout.js`],
      })
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      const lang = langOf(ctx)
      const t = TEXTS[lang]
      const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(t.loggedOutTitle)}</h1>
      <p class="auth__lead">${esc(t.loggedOutLead)}</p>
      <p class="auth__actions"><a class="auth__button" href="${esc(urls.signInUrl)}">${esc(t.signInAgain)}</a></p>
      <div class="auth__links"><p><a class="auth__back" href="${esc(urls.homeUrl)}">${esc(t.back)}</a></p></div>`
      ctx.type = 'html'
      ctx.body = page({ lang, t, title: t.loggedOutTitle, body, homeUrl: urls.homeUrl })
    },
  }
}
