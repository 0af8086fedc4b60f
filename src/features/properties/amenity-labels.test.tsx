import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLanguage, loadCatalogAreas } from '#lib/i18n.ts'
import { renderWithI18n } from '#test/render.tsx'
import { DistancesList } from './location-section.tsx'
import { EquipmentList, ServicesByLevel } from './property-lists.tsx'

afterAll(() => activateLanguage('en'))

describe('the catalogue vocabulary on the property page', () => {
  it.each([
    ['en', ['Final cleaning', 'Private chef', 'Hot tub', 'Heated boot room', 'Airport Geneva']],
    ['de', ['Endreinigung', 'Privatkoch', 'Whirlpool', 'Beheizter Skischuhraum', 'Flughafen Genf']],
  ] as const)('%s: services, equipment and the airport in the page language', async (language, texts) => {
    await activateLanguage(language)
    await loadCatalogAreas(['storefront'])
    renderWithI18n(
      <>
        <ServicesByLevel
          services={{
            Selfcatered: [{ service: 'Final cleaning' }, { service: 'Our own ski butler' }],
            Catered: [{ service: 'Private chef' }],
          }}
        />
        <EquipmentList items={[{ equipment: 'Hot tub' }, { equipment: 'Heated boot room' }]} />
        <DistancesList distances={{ skiLift: 120, resortCentre: 800, airport: 146, airportName: 'Geneva' }} />
      </>,
    )
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy()
    // a name outside the vocabulary (an agency's own wording) is shown as it comes
    expect(screen.getByText('Our own ski butler')).toBeTruthy()
  })
})
