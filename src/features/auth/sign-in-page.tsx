import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { safeReturnTo } from '#lib/auth-errors.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useAuth } from './auth-context.tsx'
import { RedirectToSignIn } from './redirect-to-sign-in.tsx'

/**
 * /signin: starts sign-in and comes back to `returnTo` (a path on this site, default "/"). Signed in
 * already, it just goes there, unless a new account is to be signed in (`newAccount`, after a
 * sign-up's confirmation): then the provider's answer replaces the session this browser holds.
 */
export function SignInPage({ returnTo, newAccount = false }: { returnTo?: string; newAccount?: boolean }) {
  const { t } = useLingui()
  const { snapshot, isLoginEnabled } = useAuth()
  const target = safeReturnTo(returnTo)
  useDocumentMeta({
    title: t`Sign in | LDS`,
    description: t`Sign in to the Luxury Distribution System.`,
    robots: 'noindex',
  })
  // already signed in, or a site without login: nothing to do here
  if (!isLoginEnabled || (snapshot.session && !snapshot.problem && !newAccount))
    return <ReplaceLocation href={target} />
  return <RedirectToSignIn returnTo={target} />
}

function ReplaceLocation({ href }: { href: string }) {
  const router = useRouter()
  useEffect(() => router.history.replace(href), [router, href])
  return null
}
