import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { featuredPropertiesQueryOptions } from './queries.ts'

const urls: string[] = []
setApiTransport({
  fetch: (input) => {
    urls.push(String(input))
    return Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } }))
  },
})
afterEach(() => void urls.splice(0))

describe('featured properties', () => {
  it.each([true, false])(
    "send includeDemos=%s as 'Display demo properties' says, and keep it in the key",
    async (includeDemos) => {
      const options = featuredPropertiesQueryOptions('en', includeDemos)
      await new QueryClient().fetchQuery(options)
      expect(new URL(urls[0]!, 'http://x').searchParams.get('includeDemos')).toBe(String(includeDemos))
      expect(JSON.stringify(options.queryKey)).not.toBe(
        JSON.stringify(featuredPropertiesQueryOptions('en', !includeDemos).queryKey),
      )
    },
  )
})
