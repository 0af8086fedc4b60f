import './newsletter.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import { NewsletterFormSchema } from '#domain/newsletter/newsletter-payload.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useNewsletterSignUp } from './mutations.ts'
import { useNewsletterMessageTranslator } from '#lib/messages/newsletter-messages.ts'

/**
 * The newsletter sign-up (docs/product/contact-and-newsletter.md#newsletter-form): full name, e-mail and the privacy
 * tick; the outcome (positive or negative) is a toast; the button shows the loading state while sending and stays disabled after
 * success. Built for the dark footer.
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui()
  const translate = useNewsletterMessageTranslator()
  const signUp = useNewsletterSignUp()
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: { fullName: '', email: '', privacy: false },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(NewsletterFormSchema) },
    onSubmit: async ({ value }) => {
      const { fullName, email } = v.parse(NewsletterFormSchema, value)
      // the outcome is a toast (docs/product/contact-and-newsletter.md#newsletter-form); the button keeps 'Subscribed'
      await signUp.mutateAsync({ fullName, email, language: i18n.locale === 'de' ? 'de' : 'en' }).then(
        () =>
          showToast(t`Success! We are seeing forward to provide the latest news about luxury skiing in the Alps.`, {
            tone: 'positive',
          }),
        () =>
          showToast(
            navigator.onLine
              ? t`Unfortunately, an error occured. Please reach us via phone or email.`
              : t`You are offline. Nothing you typed is lost: send it again once you are back online.`,
            { tone: 'negative' },
          ),
      )
    },
    onSubmitInvalid: () =>
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="newsletter-form"
        aria-labelledby="newsletter-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <div className="newsletter-form__fields">
          <form.AppField name="fullName">
            {(field) => <field.TextField label={t`Name`} autoComplete="name" />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" />}
          </form.AppField>
        </div>
        <form.AppField name="privacy">
          {(field) => (
            <field.CheckboxField
              label={
                <Trans>
                  I accept the <a href="/privacy-policy">privacy policy</a>.
                </Trans>
              }
            />
          )}
        </form.AppField>
        <button
          type="submit"
          className="button button--light newsletter-form__submit"
          disabled={signUp.isPending || signUp.isSuccess}
          aria-busy={signUp.isPending || undefined}
        >
          {signUp.isPending ? <span className="newsletter-form__spinner" aria-hidden="true" /> : null}
          {signUp.isPending ? (
            <Trans>Signing up...</Trans>
          ) : signUp.isSuccess ? (
            <Trans>Subscribed</Trans>
          ) : (
            <Trans>Subscribe</Trans>
          )}
        </button>
      </form>
    </FieldMessagesProvider>
  )
}
