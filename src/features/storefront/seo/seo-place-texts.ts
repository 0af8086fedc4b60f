import type { PlaceText } from './place-text.ts'
import { PLACE_TEXTS_AUSTRIA_SWITZERLAND } from './place-texts-austria-switzerland.ts'
import { PLACE_TEXTS_FRANCE_ITALY } from './place-texts-france-italy.ts'

/**
 * Handwritten German texts of the SEO pages per region and resort. The facts (altitude, ski area,
 * airport) come from src/domain/catalogue/resorts.ts; these texts give each place its character.
 */
export const PLACE_TEXTS: Record<string, PlaceText> = {
  ...PLACE_TEXTS_AUSTRIA_SWITZERLAND,
  ...PLACE_TEXTS_FRANCE_ITALY,
}
