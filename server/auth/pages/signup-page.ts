import type { SignupField, SignupProblems } from '../signup-rules.ts'
import { esc, notice, page } from './layout.ts'
import { SIGNUP_TEXTS } from './signup-texts.ts'
import { TEXTS, type AuthLang } from './texts.ts'

export type SignupPageModel = {
  lang: AuthLang
  uid: string
  homeUrl: string
  /** the form's values to show again (never the password) */
  values?: { email?: string; firstName?: string; lastName?: string }
  problems?: SignupProblems
  /** whether the deployment asks for an invitation code (SIGNUP_INVITATION_CODE) */
  askInvitationCode: boolean
  /** the app path to return to after the confirmation, carried by the form */
  returnTo?: string
}

type FieldSpec = {
  name: SignupField
  type: string
  autocomplete: string
  label: string
  value?: string
  hint?: string
  required: boolean
  extra?: string
}

function field(f: FieldSpec, problems: SignupProblems, messages: Record<string, string>, autofocus: boolean) {
  const problem = problems[f.name]
  const ids = [f.hint ? `${f.name}-hint` : '', problem ? `${f.name}-error` : ''].filter(Boolean).join(' ')
  return `
        <div class="auth__field">
          <label for="${f.name}">${esc(f.label)}</label>
          ${f.hint ? `<p class="auth__hint" id="${f.name}-hint">${esc(f.hint)}</p>` : ''}
          <input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}"${f.extra ?? ''}${f.required ? ' required' : ''}${f.value !== undefined ? ` value="${esc(f.value)}"` : ''}${ids ? ` aria-describedby="${ids}"` : ''}${problem ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>
          ${problem ? `<p class="auth__field-error" id="${f.name}-error">${esc(messages[problem] ?? '')}</p>` : ''}
        </div>`
}

/** The create-account form of the embedded provider (posts normally; no scripts needed). */
export function signupPage(m: SignupPageModel): string {
  const t = TEXTS[m.lang]
  const s = SIGNUP_TEXTS[m.lang]
  const problems = m.problems ?? {}
  const values = m.values ?? {}
  const specs: FieldSpec[] = [
    {
      name: 'email',
      type: 'email',
      autocomplete: 'email',
      label: s.email,
      value: values.email ?? '',
      required: true,
      extra: ' inputmode="email" autocapitalize="none" spellcheck="false"',
    },
    {
      name: 'password',
      type: 'password',
      autocomplete: 'new-password',
      label: s.password,
      hint: s.passwordHint,
      required: true,
      extra: ' minlength="10"',
    },
    {
      name: 'firstName',
      type: 'text',
      autocomplete: 'given-name',
      label: s.firstName,
      value: values.firstName ?? '',
      required: true,
    },
    {
      name: 'lastName',
      type: 'text',
      autocomplete: 'family-name',
      label: s.lastName,
      value: values.lastName ?? '',
      required: false,
    },
  ]
  if (m.askInvitationCode)
    specs.push({
      name: 'invitationCode',
      type: 'text',
      autocomplete: 'off',
      label: s.invitationCode,
      hint: s.invitationHint,
      value: '',
      required: true,
      extra: ' autocapitalize="none" spellcheck="false"',
    })
  const firstWithProblem = specs.find((f) => problems[f.name])?.name ?? 'email'
  const fields = specs.map((f) => field(f, problems, s.problems, f.name === firstWithProblem)).join('')
  const hasProblems = Object.keys(problems).length > 0
  const interaction = `/oidc/interaction/${esc(m.uid)}`
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(s.title)}</h1>
      <p class="auth__lead">${esc(s.lead)}</p>
      ${hasProblems ? notice('error', s.formError, 'signup-error') : ''}
      <form class="auth__form" method="post" action="${interaction}/create" novalidate>
        ${m.returnTo ? `<input type="hidden" name="returnTo" value="${esc(m.returnTo)}">` : ''}${fields}
        <button class="auth__button" type="submit">${esc(s.submit)}</button>
      </form>
      <div class="auth__links">
        <p>${esc(s.haveAccount)} <a href="${interaction}/login">${esc(s.signIn)}</a></p>
        <p><a class="auth__back" href="${esc(m.homeUrl)}">${esc(t.back)}</a></p>
      </div>`
  return page({ lang: m.lang, t, title: s.title, body, homeUrl: m.homeUrl })
}

/** The one answer to every accepted form, whether or not the e-mail address is known. */
export function checkInboxPage(m: { lang: AuthLang; email: string; homeUrl: string }): string {
  const t = TEXTS[m.lang]
  const s = SIGNUP_TEXTS[m.lang]
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(s.checkTitle)}</h1>
      <div class="auth__notice auth__notice--info" role="status"><p>${esc(s.checkLead(m.email))}</p></div>
      <p class="auth__lead">${esc(s.checkHint)}</p>
      <div class="auth__links"><p><a class="auth__back" href="${esc(m.homeUrl)}">${esc(t.back)}</a></p></div>`
  return page({ lang: m.lang, t, title: s.checkTitle, body, homeUrl: m.homeUrl })
}

/** The verification link's page: one button (a mail scanner's GET does not use the link up). */
export function confirmEmailPage(m: { lang: AuthLang; action: string; homeUrl: string }): string {
  const t = TEXTS[m.lang]
  const s = SIGNUP_TEXTS[m.lang]
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(s.confirmTitle)}</h1>
      <p class="auth__lead">${esc(s.confirmLead)}</p>
      <form class="auth__form" method="post" action="${esc(m.action)}">
        <button class="auth__button" type="submit">${esc(s.confirmSubmit)}</button>
      </form>
      <div class="auth__links"><p><a class="auth__back" href="${esc(m.homeUrl)}">${esc(t.back)}</a></p></div>`
  return page({ lang: m.lang, t, title: s.confirmTitle, body, homeUrl: m.homeUrl })
}

/** An unknown, used or expired verification link. */
export function linkGonePage(m: { lang: AuthLang; homeUrl: string; signInUrl: string; signUpUrl: string }): string {
  const t = TEXTS[m.lang]
  const s = SIGNUP_TEXTS[m.lang]
  const body = `
      <p class="auth__eyebrow">${esc(t.eyebrow)}</p>
      <h1 class="auth__title">${esc(s.goneTitle)}</h1>
      <p class="auth__lead" role="alert">${esc(s.gone)}</p>
      <p class="auth__actions"><a class="auth__button" href="${esc(m.signInUrl)}">${esc(s.signIn)}</a></p>
      <div class="auth__links">
        <p><a href="${esc(m.signUpUrl)}">${esc(s.signUpAgain)}</a></p>
        <p><a class="auth__back" href="${esc(m.homeUrl)}">${esc(t.back)}</a></p>
      </div>`
  return page({ lang: m.lang, t, title: s.goneTitle, body, homeUrl: m.homeUrl })
}
