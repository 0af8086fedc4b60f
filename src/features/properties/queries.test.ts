import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { destinationQueryOptions } from './queries.ts'

const urls: string[] = []
setApiTransport({
  fetch: (input) => {
    urls.push(String(input))
    const answer = { exists: true, total: 0, offset: 0, properties: [], otherTypes: [] }
    return Promise.resolve(Response.json(answer))
  },
})
afterEach(() => void urls.splice(0))

describe('destination list', () => {
  it.each([true, false])(
    "sends includeDemos=%s as 'Display demo properties' says, and keeps it in the key",
    async (includeDemos) => {
      const params = { propertyType: 'chalets', country: 'france', city: 'courchevel' }
      const options = destinationQueryOptions(params, 'en', includeDemos)
      await new QueryClient().fetchInfiniteQuery(options)
      expect(new URL(urls[0]!, 'http://x').searchParams.get('includeDemos')).toBe(String(includeDemos))
      expect(JSON.stringify(options.queryKey)).not.toBe(
        JSON.stringify(destinationQueryOptions(params, 'en', !includeDemos).queryKey),
      )
    },
  )
})
