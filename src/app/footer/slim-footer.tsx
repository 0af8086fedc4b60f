import './footer.css'
import { Trans } from '@lingui/react/macro'
import { SubFooter } from './sub-footer.tsx'

/** The footer outside B2C mode (agency and default brands): the brand line and the sub-footer. */
export function SlimFooter() {
  return (
    <footer className="site-footer site-footer--slim">
      <div className="slim-footer">
        <span className="brand__mark">LDS</span>
        <p>
          <Trans>Chalets, apartments, villas and hotels in the finest resorts of the Alps.</Trans>
        </p>
      </div>
      <SubFooter />
    </footer>
  )
}
