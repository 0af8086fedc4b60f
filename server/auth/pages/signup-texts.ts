import type { SignupProblem } from '../signup-rules.ts'
import type { AuthLang } from './texts.ts'

/** Texts of the create-account pages and mails in English and German (docs/product/onboarding.md#registration). */
export const SIGNUP_TEXTS = {
  en: {
    title: 'Create your account',
    lead: 'Register with your business e-mail address. We will send you a link to confirm it; then you register your agency.',
    email: 'E-mail address',
    password: 'Password',
    passwordHint: 'At least 10 characters. A few unusual words together are easy to remember and hard to guess.',
    firstName: 'First name',
    lastName: 'Last name (optional)',
    invitationCode: 'Invitation code',
    invitationHint: 'Registration is by invitation: the code is in your invitation.',
    submit: 'Create account',
    formError: 'Please check the fields marked below.',
    problems: {
      emailInvalid: 'Please enter a valid e-mail address',
      passwordShort: 'Please use at least 10 characters',
      passwordWeak: 'This password is too common or easy to guess. Please choose another.',
      passwordLong: 'Please use at most 1,024 characters',
      firstNameMissing: 'Please enter your first name',
      nameTooLong: 'Please use at most 100 characters',
      invitationInvalid: 'The invitation code is not valid',
    } satisfies Record<SignupProblem, string>,
    haveAccount: 'Already registered?',
    signIn: 'Sign in',
    checkTitle: 'Check your inbox',
    checkLead: (email: string) =>
      `If the address ${email} can be used for a new account, we have sent a link to it. Please follow the link within 24 hours to confirm your e-mail address.`,
    checkHint: 'No mail? Look in your spam folder, or sign up again in a few minutes.',
    confirmTitle: 'Confirm your e-mail address',
    confirmLead: 'One step left: confirm your e-mail address to create your account and sign in.',
    confirmSubmit: 'Confirm and sign in',
    goneTitle: 'This link cannot be used',
    gone: 'This link has expired or was already used. Please sign up again or sign in.',
    signUpAgain: 'Sign up again',
    verifySubject: 'Please confirm your e-mail address',
    verifyMail: (name: string, link: string) =>
      `Dear ${name},\n\nthank you for registering with the Luxury Distribution System. Please confirm your e-mail address by following this link within 24 hours:\n\n${link}\n\nIf you did not register, you can ignore this mail: no account is created without the confirmation.\n\nLDS Luxury Distribution`,
    existingSubject: 'You already have an LDS account',
    existingMail: (signInUrl: string) =>
      `Hello,\n\nsomeone (probably you) tried to register with this e-mail address, but you already have an account with the Luxury Distribution System. Just sign in:\n\n${signInUrl}\n\nIf it was not you, you can ignore this mail: nothing was changed.\n\nLDS Luxury Distribution`,
  },
  de: {
    title: 'Konto erstellen',
    lead: 'Registrieren Sie sich mit Ihrer geschäftlichen E-Mail-Adresse. Wir senden Ihnen einen Link zur Bestätigung; danach registrieren Sie Ihre Agentur.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordHint:
      'Mindestens 10 Zeichen. Einige ungewöhnliche Wörter zusammen sind leicht zu merken und schwer zu erraten.',
    firstName: 'Vorname',
    lastName: 'Nachname (optional)',
    invitationCode: 'Einladungscode',
    invitationHint: 'Die Registrierung erfolgt auf Einladung: Den Code finden Sie in Ihrer Einladung.',
    submit: 'Konto erstellen',
    formError: 'Bitte prüfen Sie die unten markierten Felder.',
    problems: {
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      passwordShort: 'Bitte verwenden Sie mindestens 10 Zeichen',
      passwordWeak: 'Dieses Passwort ist zu verbreitet oder leicht zu erraten. Bitte wählen Sie ein anderes.',
      passwordLong: 'Bitte verwenden Sie höchstens 1.024 Zeichen',
      firstNameMissing: 'Bitte geben Sie Ihren Vornamen ein',
      nameTooLong: 'Bitte verwenden Sie höchstens 100 Zeichen',
      invitationInvalid: 'Der Einladungscode ist ungültig',
    } satisfies Record<SignupProblem, string>,
    haveAccount: 'Bereits registriert?',
    signIn: 'Anmelden',
    checkTitle: 'Bitte sehen Sie in Ihr Postfach',
    checkLead: (email: string) =>
      `Wenn die Adresse ${email} für ein neues Konto verwendet werden kann, haben wir einen Link an sie gesendet. Bitte folgen Sie dem Link innerhalb von 24 Stunden, um Ihre E-Mail-Adresse zu bestätigen.`,
    checkHint: 'Keine E-Mail? Sehen Sie im Spam-Ordner nach oder registrieren Sie sich in einigen Minuten erneut.',
    confirmTitle: 'E-Mail-Adresse bestätigen',
    confirmLead:
      'Nur noch ein Schritt: Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu erstellen und sich anzumelden.',
    confirmSubmit: 'Bestätigen und anmelden',
    goneTitle: 'Dieser Link kann nicht verwendet werden',
    gone: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte registrieren Sie sich erneut oder melden Sie sich an.',
    signUpAgain: 'Erneut registrieren',
    verifySubject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    verifyMail: (name: string, link: string) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Registrierung beim Luxury Distribution System. Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 24 Stunden diesem Link folgen:\n\n${link}\n\nWenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren: Ohne Bestätigung wird kein Konto erstellt.\n\nLDS Luxury Distribution`,
    existingSubject: 'Sie haben bereits ein LDS-Konto',
    existingMail: (signInUrl: string) =>
      `Guten Tag,\n\njemand (vermutlich Sie) wollte sich mit dieser E-Mail-Adresse registrieren, aber Sie haben bereits ein Konto beim Luxury Distribution System. Melden Sie sich einfach an:\n\n${signInUrl}\n\nWenn Sie es nicht waren, können Sie diese E-Mail ignorieren: Es wurde nichts geändert.\n\nLDS Luxury Distribution`,
  },
} satisfies Record<AuthLang, Record<string, unknown>>

export type SignupTexts = (typeof SIGNUP_TEXTS)['en']
