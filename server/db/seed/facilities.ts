/**
 * The fixed facility lists (13 hotel facilities, 26 room facilities; plus the property facilities of the search
 * form: docs/product/catalogue.md#reference-lists). Ids are stable (derived from kind and key, not from the seed), so
 * rows referencing them (properties.facilities, hotels.facility_keys, rooms.facilities) survive a reseed.
 */
import type { LocalizedText } from '#domain/catalogue/types.ts'
import { stableId } from './random.ts'

type FacilityKind = 'property' | 'hotel' | 'room'
export type FacilityDef = { id: string; key: string; kind: FacilityKind; name: LocalizedText }

const defs = (kind: FacilityKind, list: [string, string, string][]): FacilityDef[] =>
  list.map(([key, en, de]) => ({ id: stableId(`facility:${kind}:${key}`), key, kind, name: { en, de } }))

export const PROPERTY_FACILITIES = defs('property', [
  ['hot-tub', 'Hot tub', 'Whirlpool'],
  ['sauna', 'Sauna', 'Sauna'],
  ['swimming-pool', 'Swimming pool', 'Schwimmbad'],
  ['hammam', 'Hammam', 'Hamam'],
  ['fitness-room', 'Fitness room', 'Fitnessraum'],
  ['cinema-room', 'Cinema room', 'Kinoraum'],
  ['ski-in-ski-out', 'Ski-in ski-out', 'Ski-in/Ski-out'],
  ['fireplace', 'Fireplace', 'Kamin'],
  ['wine-cellar', 'Wine cellar', 'Weinkeller'],
  ['games-room', 'Games room', 'Spielzimmer'],
  ['lift', 'Lift', 'Aufzug'],
  ['garage', 'Garage', 'Garage'],
  ['massage-room', 'Massage room', 'Massageraum'],
  ['childrens-room', "Children's room", 'Kinderzimmer'],
])

export const HOTEL_FACILITIES = defs('hotel', [
  ['wifi', 'WiFi', 'WLAN'],
  ['spa', 'Spa and Wellness Centre', 'Spa- und Wellnessbereich'],
  ['swimming-pool', 'Swimming Pool', 'Schwimmbad'],
  ['ski-in-ski-out', 'Ski-in Ski-out', 'Ski-in/Ski-out'],
  ['fitness', 'Fitness Centre', 'Fitnesscenter'],
  ['kids-club', 'Kids Club', 'Kinderclub'],
  ['restaurant', 'Restaurant', 'Restaurant'],
  ['bar', 'Bar', 'Bar'],
  ['parking', 'Parking', 'Parkplatz'],
  ['airport-shuttle', 'Airport Shuttle', 'Flughafentransfer'],
  ['ski-room', 'Ski Room', 'Skiraum'],
  ['concierge', 'Concierge', 'Concierge'],
  ['pet-friendly', 'Pet Friendly', 'Haustierfreundlich'],
])

export const ROOM_FACILITIES = defs('room', [
  ['balcony', 'Balcony', 'Balkon'],
  ['terrace', 'Terrace', 'Terrasse'],
  ['fireplace', 'Fireplace', 'Kamin'],
  ['bathtub', 'Bathtub', 'Badewanne'],
  ['rain-shower', 'Rain Shower', 'Regendusche'],
  ['walk-in-closet', 'Walk-in Closet', 'Begehbarer Kleiderschrank'],
  ['minibar', 'Minibar', 'Minibar'],
  ['coffee-machine', 'Nespresso Machine', 'Nespresso-Maschine'],
  ['air-conditioning', 'Air Conditioning', 'Klimaanlage'],
  ['underfloor-heating', 'Underfloor Heating', 'Fußbodenheizung'],
  ['smart-tv', 'Smart TV', 'Smart-TV'],
  ['sound-system', 'Sound System', 'Soundsystem'],
  ['safe', 'In-room Safe', 'Zimmersafe'],
  ['bathrobes', 'Bathrobes and Slippers', 'Bademäntel und Hausschuhe'],
  ['kitchenette', 'Kitchenette', 'Kochnische'],
  ['full-kitchen', 'Full Kitchen', 'Voll ausgestattete Küche'],
  ['dining-area', 'Dining Area', 'Essbereich'],
  ['private-sauna', 'Private Sauna', 'Private Sauna'],
  ['private-hot-tub', 'Private Hot Tub', 'Privater Whirlpool'],
  ['butler', 'Butler Service', 'Butlerservice'],
  ['connecting-rooms', 'Connecting Rooms', 'Verbindungszimmer'],
  ['living-room', 'Separate Living Room', 'Separates Wohnzimmer'],
  ['desk', 'Work Desk', 'Schreibtisch'],
  ['hypoallergenic-bedding', 'Hypoallergenic Bedding', 'Allergikerbettwäsche'],
  ['boot-warmers', 'Boot Warmers', 'Schuhwärmer'],
  ['accessible', 'Wheelchair Accessible', 'Rollstuhlgerecht'],
])

const ALL_FACILITIES: FacilityDef[] = [...PROPERTY_FACILITIES, ...HOTEL_FACILITIES, ...ROOM_FACILITIES]

export const facilityRows = () => ALL_FACILITIES.map((f) => ({ id: f.id, kind: f.kind, name: f.name }))
