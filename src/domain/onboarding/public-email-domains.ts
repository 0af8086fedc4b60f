/**
 * Public (free-mail) e-mail domains: a sign-up from one of these never auto-invites anyone and is never
 * recognised as an agency (docs/product/onboarding.md#auto-invite). Lower case.
 */
export const PUBLIC_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.de',
  'live.com',
  'live.de',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.de',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.com',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'mailbox.org',
  'bluewin.ch',
  'hispeed.ch',
  'sunrise.ch',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'mail.com',
  'email.com',
  'inbox.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'virgilio.it',
  'a1.net',
  'chello.at',
  'aon.at',
])

/** The domain part of an e-mail address, lower case ('' when there is none). */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

/** Whether `domainOrEmail` is a public e-mail domain (a whole address is accepted too). */
export function isPublicEmailDomain(domainOrEmail: string): boolean {
  const domain = domainOrEmail.includes('@') ? emailDomainOf(domainOrEmail) : domainOrEmail.trim().toLowerCase()
  return PUBLIC_EMAIL_DOMAINS.has(domain)
}

/** The domain to auto-invite from for an agency registered by `email`, or null for a public domain. */
export function autoInviteDomainFor(email: string): string | null {
  const domain = emailDomainOf(email)
  return domain && !PUBLIC_EMAIL_DOMAINS.has(domain) ? domain : null
}

/**
 * Why an auto-invite domain is refused (422), for the registration and the agency page alike
 * (docs/product/onboarding.md#auto-invite).
 */
export const AUTO_INVITE_MESSAGES = {
  publicDomain: (domain: string) =>
    `Colleagues can only be invited automatically from a business e-mail domain; ${domain} is a public e-mail domain`,
  otherDomain: (own: string) => `Colleagues can only be invited automatically from your own e-mail domain (${own})`,
  taken: (domain: string) => `Colleagues at ${domain} are already invited automatically into another agency`,
} as const
