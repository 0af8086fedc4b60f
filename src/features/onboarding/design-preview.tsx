import { Trans, useLingui } from '@lingui/react/macro'
import type { DesignValues } from './design-form.ts'
import { previewTheme } from './design-form.ts'

type Props = { values: DesignValues; agencyName: string; logoSrc: string | null }

/**
 * The live preview (docs/product/onboarding.md#corporate-design): the menu bar, a card and a button drawn with the
 * very theme variables the app would get, set on this container only.
 */
export function DesignPreview({ values, agencyName, logoSrc }: Props) {
  const { t } = useLingui()
  const { style, colorful } = previewTheme(values)
  return (
    <figure className="design-preview" style={style}>
      <div className={colorful ? 'design-preview__bar design-preview__bar--colorful' : 'design-preview__bar'}>
        {logoSrc ? (
          <img className="design-preview__logo" src={logoSrc} alt={t`${agencyName} logo`} />
        ) : (
          <span className="design-preview__name">{agencyName}</span>
        )}
        <span className="design-preview__links" aria-hidden="true">
          <span className="design-preview__link design-preview__link--active">
            <Trans>Dashboard</Trans>
          </span>
          <span className="design-preview__link">
            <Trans>Hotels</Trans>
          </span>
        </span>
      </div>
      <div className="design-preview__body">
        <article className="design-preview__card">
          <p className="design-preview__eyebrow">
            <Trans>5 Star · Zermatt</Trans>
          </p>
          <h3 className="design-preview__card-title">
            <Trans>Grand Hotel Matterhorn</Trans>
          </h3>
          <p className="design-preview__price">
            <Trans>from CHF 1 450 per night</Trans>
          </p>
          <span className="button button--primary design-preview__button">
            <Trans>See rooms</Trans>
          </span>
        </article>
      </div>
      <figcaption className="visually-hidden">
        <Trans>Preview of your corporate design: the menu bar, a hotel card and a button in your colours.</Trans>
      </figcaption>
    </figure>
  )
}
