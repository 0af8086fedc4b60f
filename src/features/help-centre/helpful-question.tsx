import { Trans, useLingui } from '@lingui/react/macro'
import type { HelpArticleSlug, HelpLanguage } from '#domain/help/articles.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { useHelpFeedback } from './mutations.ts'

/** 'Was this helpful?' under an article (docs/product/help-centre.md#feedback): counted on the server, one vote each. */
export function HelpfulQuestion({ slug, language }: { slug: HelpArticleSlug; language: HelpLanguage }) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const feedback = useHelpFeedback(slug)
  const answered = feedback.data
  return (
    <aside className="help-helpful" aria-labelledby="help-helpful-title">
      <h2 id="help-helpful-title" className="help-helpful__question">
        <Trans>Was this helpful?</Trans>
      </h2>
      <div className="help-helpful__answers">
        {[true, false].map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            className={`button ${answered?.helpful === helpful ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={answered ? answered.helpful === helpful : undefined}
            disabled={feedback.isPending || !online}
            onClick={() => feedback.mutate({ helpful, language })}
          >
            {helpful ? t`Yes` : t`No`}
          </button>
        ))}
      </div>
      <p role="status" className="help-helpful__status">
        {answered ? (
          <Trans>Thank you for your feedback.</Trans>
        ) : feedback.isError ? (
          <Trans>Your answer could not be sent. Please try again.</Trans>
        ) : online ? null : (
          <Trans>You can answer once you are back online.</Trans>
        )}
      </p>
    </aside>
  )
}
