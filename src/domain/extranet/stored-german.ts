/**
 * The German texts the hotel rows keep beside the English ones (as `description_de` does for the description):
 * a `...De` key next to each English text of a JSON column, a `..._de` column next to each text column. A blank
 * or missing German text shows the English one on the German page (server/features/hotels/detail-answer.ts).
 */
export type DiningVenueDe = { typeDe?: string; descriptionDe?: string; openingHoursDescriptionDe?: string }
export type FacilityDe = { priceTextDe?: string | null; descriptionDe?: string }
export type CheckInDe = { depositDescriptionDe?: string; instructionsDe?: string }
export type PetPolicyDe = { restrictionsDe?: string }
export type MiceFacilityDe = { markdownDescriptionDe?: string }
/** image URL -> its alt texts */
export type ImageAlts = Record<string, { en: string; de: string }>
