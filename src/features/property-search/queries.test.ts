import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SEARCH_FILTER } from '#domain/property-search/search-filter.ts'
import { setApiTransport } from '#lib/api-client.ts'
import { propertySearchQueryOptions } from './queries.ts'

const urls: string[] = []
setApiTransport({
  fetch: (input) => {
    urls.push(String(input))
    return Promise.resolve(Response.json({ count: 0, offset: 0, results: [] }))
  },
})
afterEach(() => void urls.splice(0))

describe('property search', () => {
  it.each([true, false])(
    "sends includeDemos=%s as 'Display demo properties' says, and keeps it in the key",
    async (includeDemos) => {
      const options = propertySearchQueryOptions(DEFAULT_SEARCH_FILTER, 'en', includeDemos)
      await new QueryClient().fetchInfiniteQuery(options)
      expect(new URL(urls[0]!, 'http://x').searchParams.get('includeDemos')).toBe(String(includeDemos))
      expect(JSON.stringify(options.queryKey)).not.toBe(
        JSON.stringify(propertySearchQueryOptions(DEFAULT_SEARCH_FILTER, 'en', !includeDemos).queryKey),
      )
    },
  )
})
