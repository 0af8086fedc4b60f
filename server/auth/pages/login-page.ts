import { esc, notice, page } from './layout.ts'
import type { AuthLang } from './texts.ts'
import { TEXTS } from './texts.ts'

export type LoginPageModel = {
  lang: AuthLang
  uid: string
  email?: string
  /** throttled: failed attempts asked for a pause (docs/decisions/043-throttling-and-proxy.md) */
  error?: { kind: 'invalid' | 'disabled' | 'throttled' | 'missing'; seconds?: number }
  homeUrl: string
  /** the create-account form of the same interaction (docs/product/onboarding.md#registration) */
  createUrl: string
}

/** The e-mail and password form of the embedded provider (posts normally; no scripts needed). */
export function loginPage(m: LoginPageModel): string {
  const t = TEXTS[m.lang]
  const title = t.signInTitle
  const lead = t.signInLead
  let message = ''
  if (m.error?.kind === 'invalid') message = t.invalid
  if (m.error?.kind === 'disabled') message = t.disabled
  else if (m.error?.kind === 'throttled') message = t.throttled(m.error.seconds ?? 60)
  else if (m.error?.kind === 'missing') message = t.missing
  const describedBy = message ? ' aria-describedby="login-error"' : ''
  const invalid = m.error?.kind === 'invalid' || m.error?.kind === 'missing' ? ' aria-invalid="true"' : ''
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(title)}</h1>
      <p class="auth__lead">${esc(lead)}</p>
      ${message ? notice('error', message, 'login-error') : ''}
      <form class="auth__form" method="post" action="/oidc/interaction/${esc(m.uid)}/login">
        <div class="auth__field">
          <label for="email">${esc(t.email)}</label>
          <input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${esc(m.email ?? '')}"${m.email ? '' : ' autofocus'}${describedBy}${invalid}>
        </div>
        <div class="auth__field">
          <label for="password">${esc(t.password)}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required${m.email ? ' autofocus' : ''}${describedBy}${invalid}>
        </div>
        <button class="auth__button" type="submit">${esc(t.submit)}</button>
      </form>
      <div class="auth__links">
        <p>${esc(t.noAccount)} <a href="${esc(m.createUrl)}">${esc(t.createAccount)}</a></p>
        <p><a class="auth__back" href="${esc(m.homeUrl)}">${esc(t.back)}</a></p>
      </div>`
  return page({ lang: m.lang, t, title, body, homeUrl: m.homeUrl })
}
