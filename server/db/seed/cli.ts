/**
 * npm run seed -- [--hotels 5000] [--properties 20000] [--inventory-days 30] [--seed 1850] [--reset]
 * Counts default to SEED_HOTELS / SEED_PROPERTIES of the configuration.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { isSeeded, resetCatalogue, seedDatabase } from './index.ts'
import type { SeedSummary } from './index.ts'

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`)
  return n
}

function formatSummary(s: SeedSummary): string {
  const rows: [string, number | string][] = [
    ['properties', s.properties],
    ['stays', s.stays],
    ['hotels', s.hotels],
    ['rooms', s.rooms],
    ['rate plans', s.ratePlans],
    ['inventory nights', s.inventory],
    ['hotel programs', s.hotelPrograms],
    ['programs', s.programs],
    ['agencies', s.agencies],
    ['facilities', s.facilities],
    ['countries', s.countries],
    ['testimonials', s.testimonials],
    ['inspiration posts', s.inspirationPosts],
    ['image files', s.mediaFiles],
  ]
  const seasons = s.seasons.map((x) => `${x.label}: ${x.weeks} weeks from ${x.firstCheckIn ?? '-'}`).join('; ')
  return [
    `Seed ${s.seed}, calendar relative to ${s.today} (${seasons})`,
    ...rows.map(([k, v]) => `  ${k.padEnd(18)} ${String(v).padStart(9)}`),
    `Done in ${(s.durationMs / 1000).toFixed(1)} s`,
  ].join('\n')
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      hotels: { type: 'string' },
      properties: { type: 'string' },
      'inventory-days': { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  })
  const config = loadConfig()
  const counts = {
    hotels: count(values.hotels, 'hotels', config.seed.hotels),
    properties: count(values.properties, 'properties', config.seed.properties),
    inventoryDays: count(values['inventory-days'], 'inventory-days', 365),
    seed: values.seed === undefined ? undefined : count(values.seed, 'seed', 0),
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    if (values.reset) {
      console.log('Deleting the catalogue...')
      await resetCatalogue(database.db)
    } else if (await isSeeded(database.db)) {
      console.log('The database already holds a catalogue; run with --reset to replace it.')
      return
    }
    const summary = await seedDatabase(database.db, {
      ...counts,
      mediaDir: config.mediaDir,
      log: (msg) => console.log(msg),
    })
    console.log(formatSummary(summary))
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
