/** Texts of the sign-in pages in English and German. */
export type AuthLang = 'en' | 'de'

export const TEXTS = {
  en: {
    brand: 'LDS',
    system: 'Luxury Distribution System',
    eyebrow: 'For travel professionals',
    asideEyebrow: 'Private access',
    asideTitle: 'The Alps’ finest hotels and chalets, for travel professionals.',
    asideText: 'Individual rates, commissions and amenities, in one place.',
    description:
      'Sign in to the Luxury Distribution System of LDS: the Alps’ luxury hotels and chalets with individual rates and your commission.',
    signInTitle: 'Sign in',
    signInLead: 'Welcome back. Sign in to see availability, rates and your commission.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail address or password is not correct.',
    disabled: "Your agency has disabled this account. Please ask your agency's supervisor.",
    throttled: (seconds: number) =>
      `Too many failed sign-in attempts. Please wait ${waitIn('en', seconds)} and try again.`,
    missing: 'Please enter your e-mail address and password.',
    noAccount: 'New to LDS?',
    createAccount: 'Create an account',
    back: 'Back to the website',
    secure: 'Your connection is encrypted. We never share your data.',
    errorTitle: 'Sign-in could not be completed',
    errorExpired: 'This sign-in page has expired or was already used. Please start the sign-in again.',
    errorInvalid: 'The sign-in request was not valid. Please start the sign-in again from the website.',
    errorGeneric: 'Something went wrong while signing you in. Please try again.',
    errorDetails: 'Technical details',
    backToSignIn: 'Back to sign-in',
    logoutTitle: 'Signing you out…',
    logoutLead: 'You are being signed out of the Luxury Distribution System.',
    logoutSubmit: 'Sign out',
    stay: 'Stay signed in',
    loggedOutTitle: 'You are signed out',
    loggedOutLead: 'Thank you for your visit. You can sign in again at any time.',
    signInAgain: 'Sign in again',
  },
  de: {
    brand: 'LDS',
    system: 'Luxury Distribution System',
    eyebrow: 'Für Reiseprofis',
    asideEyebrow: 'Privater Zugang',
    asideTitle: 'Die schönsten Hotels und Chalets der Alpen – für Reiseprofis.',
    asideText: 'Individuelle Raten, Provisionen und Leistungen an einem Ort.',
    description:
      'Anmeldung beim Luxury Distribution System von LDS: die Luxushotels und Chalets der Alpen mit individuellen Raten und Ihrer Provision.',
    signInTitle: 'Anmelden',
    signInLead: 'Willkommen zurück. Melden Sie sich an, um Verfügbarkeiten, Raten und Ihre Provision zu sehen.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    invalid: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    disabled: 'Ihre Agentur hat dieses Konto deaktiviert. Bitte wenden Sie sich an die Leitung Ihrer Agentur.',
    throttled: (seconds: number) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie ${waitIn('de', seconds)} und versuchen Sie es dann erneut.`,
    missing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    noAccount: 'Neu bei LDS?',
    createAccount: 'Konto erstellen',
    back: 'Zurück zur Website',
    secure: 'Ihre Verbindung ist verschlüsselt. Wir geben Ihre Daten nicht weiter.',
    errorTitle: 'Die Anmeldung konnte nicht abgeschlossen werden',
    errorExpired:
      'Diese Anmeldeseite ist abgelaufen oder wurde bereits verwendet. Bitte starten Sie die Anmeldung erneut.',
    errorInvalid: 'Die Anmeldeanfrage war ungültig. Bitte starten Sie die Anmeldung erneut auf der Website.',
    errorGeneric: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    errorDetails: 'Technische Details',
    backToSignIn: 'Zurück zur Anmeldung',
    logoutTitle: 'Sie werden abgemeldet …',
    logoutLead: 'Sie werden vom Luxury Distribution System abgemeldet.',
    logoutSubmit: 'Abmelden',
    stay: 'Angemeldet bleiben',
    loggedOutTitle: 'Sie sind abgemeldet',
    loggedOutLead: 'Vielen Dank für Ihren Besuch. Sie können sich jederzeit wieder anmelden.',
    signInAgain: 'Erneut anmelden',
  },
} satisfies Record<AuthLang, Record<string, unknown>>

export type AuthTexts = (typeof TEXTS)['en']

/** German when ui_locales (first supported entry) or else accept-language asks for it. */
export function pickLang(uiLocales: unknown, acceptLanguage: string | undefined): AuthLang {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const base = tag.toLowerCase().split('-')[0]
      if (base === 'de' || base === 'en') return base
    }
  }
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('de') ? 'de' : 'en'
}

/** "45 seconds", "2 minutes" (rounded up) */
function waitIn(lang: AuthLang, seconds: number): string {
  if (seconds < 120) {
    if (lang === 'de') return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`
    return seconds === 1 ? '1 second' : `${seconds} seconds`
  }
  const minutes = Math.ceil(seconds / 60)
  return lang === 'de' ? `${minutes} Minuten` : `${minutes} minutes`
}
