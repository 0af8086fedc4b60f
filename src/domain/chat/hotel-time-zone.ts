/**
 * The hotel's local time zone for the chat's "hotel time" beside each message
 * (docs/product/chat.md#api): hotels store their country, not a zone, and every country of the
 * catalogue has one zone. Unknown countries answer UTC.
 */
const ZONES: Record<string, string> = {
  Austria: 'Europe/Vienna',
  France: 'Europe/Paris',
  Germany: 'Europe/Berlin',
  Italy: 'Europe/Rome',
  Switzerland: 'Europe/Zurich',
  'United Kingdom': 'Europe/London',
  Spain: 'Europe/Madrid',
  Portugal: 'Europe/Lisbon',
  Greece: 'Europe/Athens',
}

export const hotelTimeZone = (country: string): string => ZONES[country] ?? 'UTC'
