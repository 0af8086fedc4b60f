import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAccessTokenGetter } from '#lib/api-client.ts'
import { getAccessToken, initAuth, resetAuth } from '#lib/auth.ts'
import { getAuthSnapshot, resetAuthSnapshot } from '#lib/auth-store.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { AuthProvider, toAuthState, useAuth, useTravelAgency, useUser } from './auth-context.tsx'

const server = setupMswServer()
const settings = { authority: 'http://localhost:3000/oidc', clientId: 'agent-frontend', scope: 'openid' }
const key = 'oidc.user:http://localhost:3000/oidc:agent-frontend'

afterEach(() => {
  resetAuth()
  resetAuthSnapshot()
  setAccessTokenGetter(() => null)
})

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={client}>
      <AuthProvider isLoginEnabled clearCaches={async () => undefined} language={() => 'en'}>
        {children}
      </AuthProvider>
    </QueryClientProvider>
  )
}

describe('developer errors', () => {
  it('throws when the auth or brand context is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
    expect(() => renderHook(() => useBrand())).toThrow('useBrand must be used within a BrandProvider')
  })

  it("throws 'Expected user to be defined' and 'Expected travelAgency to be defined' without them", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    initAuth(settings)
    expect(() => renderHook(() => useUser(), { wrapper })).toThrow('Expected user to be defined')
    expect(() => renderHook(() => useTravelAgency(), { wrapper })).toThrow('Expected travelAgency to be defined')
  })
})

describe('AuthProvider', () => {
  it('loads the current user with the stored token', async () => {
    localStorage.setItem(
      key,
      JSON.stringify({ access_token: 'tok', expires_at: Date.now() / 1000 + 600, profile: { sub: 's1' } }),
    )
    initAuth(settings)
    setAccessTokenGetter(getAccessToken)
    let authorization: string | null = null
    server.use(
      http.get('/api/current_user', ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({
          user: {
            _id: 'u1',
            role: 'agent',
            email: 'a@b.example',
            displayName: 'Anna',
            firstName: 'Anna',
            travelAgencyId: 'a1',
          },
          travelAgency: { _id: 'a1', name: 'Agency', corporateDesign: null },
        })
      }),
    )
    const { result } = renderHook(() => ({ user: useAuth().user, agency: useAuth().travelAgency }), { wrapper })
    await waitFor(() => expect(result.current.user?.displayName).toBe('Anna'))
    expect(result.current.agency?.name).toBe('Agency')
    expect(authorization).toBe('Bearer tok')
  })

  it('ends a session the API rejects (401) and says so', async () => {
    localStorage.setItem(
      key,
      JSON.stringify({ access_token: 'forged', expires_at: Date.now() / 1000 + 600, profile: { sub: 's1' } }),
    )
    initAuth(settings)
    server.use(
      http.get('/api/current_user', () => HttpResponse.json({ message: 'Not authenticated' }, { status: 401 })),
    )
    render(<div />, { wrapper })
    await waitFor(() => expect(getAuthSnapshot().problem).toEqual({ kind: 'session-expired' }))
    expect(getAuthSnapshot().session).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })
})

describe('toAuthState', () => {
  const session = { session: {} as never }
  const user = { user: { _id: 'u' } } as never
  it.each([
    [
      'no session',
      { session: null },
      { isSuccess: false, isError: false, error: null, data: undefined },
      { status: 'signed-out' },
    ],
    [
      'an answer',
      session,
      { isSuccess: true, isError: false, error: null, data: user },
      { status: 'signed-in', userQuery: 'success' },
    ],
    [
      'offline with the cached user',
      session,
      { isSuccess: false, isError: true, error: new NetworkError('offline'), data: user },
      { status: 'signed-in', userQuery: 'success' },
    ],
    [
      'offline without a user',
      session,
      { isSuccess: false, isError: true, error: new NetworkError('offline'), data: undefined },
      { status: 'signed-in', userQuery: 'error' },
    ],
    [
      'a 500 with the cached user',
      session,
      { isSuccess: false, isError: true, error: new ApiError(500, {}), data: user },
      { status: 'signed-in', userQuery: 'error' },
    ],
    [
      'a 401 with the cached user',
      session,
      { isSuccess: false, isError: true, error: new ApiError(401, {}), data: user },
      { status: 'signed-in', userQuery: 'unauthorized' },
    ],
    [
      'pending',
      session,
      { isSuccess: false, isError: false, error: null, data: undefined },
      { status: 'signed-in', userQuery: 'pending' },
    ],
  ] as const)('%s', (_, snapshot, query, expected) => {
    expect(toAuthState(snapshot, query as never)).toEqual(expected)
  })
})
