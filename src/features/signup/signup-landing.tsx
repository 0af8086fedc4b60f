import './signup.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Affiliate } from '#domain/brand/affiliates.ts'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { resolveBrand } from '#domain/brand/resolve-brand.ts'
import { themeCssVariables } from '#domain/theme/css-variables.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useHydrated } from '#ui/use-hydrated.ts'
import { rememberAffiliateId } from './affiliate-storage.ts'
import { readFastLaneStart, shouldStartFastLane, writeFastLaneStart } from './fast-lane.ts'
import { onboardingHrefFor } from './signup-targets.ts'

type Props = {
  affiliate?: Affiliate
  /** `?fast-lane`: start sign-up at once */
  fastLane: boolean
  /** the query's affiliateId, kept in local storage if none is stored yet */
  affiliateId?: string
  /** starts sign-up at the provider (create-account prompt), coming back to this location */
  onRegister: () => Promise<void>
}

/** The affiliate's colours on the landing's hero, the way a corporate design would theme the app. */
function heroStyle(affiliate: Affiliate | undefined): CSSProperties | undefined {
  if (!affiliate) return undefined
  const brand = resolveBrand(DEFAULT_BRAND, {
    travelAgency: { corporateDesign: { colors: { main: affiliate.mainColor, invertedFont: affiliate.isInverted } } },
  })
  return themeCssVariables(brand.colors) as CSSProperties
}

/**
 * /signup and /signup/{affiliateName} (docs/product/onboarding.md#signup): the invitation, 'Register Now' (sign-up
 * at the provider), 'Sign In' (back to /onboarding), what is required and how the data is protected. `?fast-lane`
 * says 'Redirecting to sign-up...' and starts sign-up once.
 */
export function SignupLanding({ affiliate, fastLane, affiliateId, onRegister }: Props) {
  const { t } = useLingui()
  const name = affiliate?.name
  useDocumentMeta({
    title: name ? t`${name} Distribution System` : t`Luxury Distribution System`,
    description: t`Register your luxury travel agency for free: individual rates, commissions and amenities.`,
  })
  useEffect(() => rememberAffiliateId(affiliateId ?? affiliate?.id, window.localStorage), [affiliateId, affiliate])
  const [failed, setFailed] = useState(false)
  const register = () => {
    setFailed(false)
    onRegister().catch(() => setFailed(true))
  }
  const redirecting = useFastLane(fastLane, onRegister, () => setFailed(true))
  const style = useMemo(() => heroStyle(affiliate), [affiliate])
  const signInHref = `/signin?returnTo=${encodeURIComponent(onboardingHrefFor(affiliate))}`

  if (redirecting && !failed)
    return (
      <div className="status-page" role="status" aria-live="polite">
        <p className="status-page__text">
          <Trans>Redirecting to sign-up...</Trans>
        </p>
      </div>
    )
  return (
    <div className="signup">
      <section
        className={affiliate ? 'signup__hero signup__hero--affiliate' : 'signup__hero'}
        style={style}
        aria-labelledby="signup-title"
      >
        <div className="signup__hero-inner">
          {affiliate ? (
            <img className="signup__logo" src={affiliate.logoSrc} alt={affiliate.name} width={180} height={72} />
          ) : null}
          <p className="eyebrow signup__eyebrow">
            {name ? <Trans>{name} Distribution System</Trans> : <Trans>Luxury Distribution System</Trans>}
          </p>
          <h1 id="signup-title" className="signup__title">
            <Trans>Start Your Journey Today</Trans>
          </h1>
          <Invitation affiliate={affiliate} />
          <div className="signup__actions">
            <button type="button" className="button button--primary signup__register" onClick={register}>
              <Trans>Register Now</Trans>
            </button>
            <a className="signup__signin" href={signInHref}>
              <Trans>Already registered? Sign In</Trans>
            </a>
          </div>
          {failed ? (
            <p className="signup__error" role="alert">
              <Trans>Sign-up could not be started. Please check your connection and try again.</Trans>
            </p>
          ) : null}
        </div>
      </section>
      <section className="signup__details" aria-label={t`How registration works`}>
        <ul className="signup__facts">
          <li>
            <Trans>Your e-mail address is verified and your agency's details are required to register.</Trans>
          </li>
          <li>
            <Trans>Our team vets every agency: only luxury travel agencies and concierge services qualify.</Trans>
          </li>
          <li className="signup__secure">
            <LockIcon />
            <Trans>TLS 1.2 encryption protects your data on its way to us.</Trans>
          </li>
        </ul>
      </section>
    </div>
  )
}

/** The affiliate's invitation text, or the default invitation. */
function Invitation({ affiliate }: { affiliate?: Affiliate }) {
  if (affiliate?.invitationText) return <p className="signup__lead">{affiliate.invitationText}</p>
  return (
    <>
      <p className="signup__lead">
        <Trans>
          Register for free: the Luxury Distribution System is by invitation only and open to vetted luxury travel
          agencies.
        </Trans>
      </p>
      <ul className="signup__benefits">
        <li>
          <Trans>No IATA code needed</Trans>
        </li>
        <li>
          <Trans>No deductions from your commission</Trans>
        </li>
        <li>
          <Trans>Access to individual rates, commissions and amenities</Trans>
        </li>
      </ul>
    </>
  )
}

/** Starts sign-up once for `?fast-lane`; true while it is under way. */
function useFastLane(fastLane: boolean, start: () => Promise<void>, onFailure: () => void): boolean {
  const started = useRef(false)
  // a server-rendered landing reads the tab's storage only once hydrated, so the first render matches the HTML
  const hydrated = useHydrated()
  const [redirecting, setRedirecting] = useState(
    () => hydrated && shouldStartFastLane(fastLane, readFastLaneStart(sessionStorage), Date.now()),
  )
  useEffect(() => {
    if (
      hydrated &&
      !redirecting &&
      !started.current &&
      shouldStartFastLane(fastLane, readFastLaneStart(sessionStorage), Date.now())
    )
      setRedirecting(true)
  }, [hydrated, redirecting, fastLane])
  useEffect(() => {
    if (!redirecting || started.current) return
    started.current = true
    writeFastLaneStart(sessionStorage, Date.now())
    start().catch(onFailure)
  }, [redirecting, start, onFailure])
  return redirecting
}

function LockIcon() {
  return (
    <svg className="signup__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v7h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  )
}
