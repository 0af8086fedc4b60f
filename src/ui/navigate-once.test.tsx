import {
  type AnyRouter,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NAVIGATE_ATTEMPTS, NavigateOnce } from './navigate-once.tsx'

/** A router on /from whose page navigates to /to; `lost` of its first navigations do nothing (overtaken). */
function setUp(lost: number) {
  const root = createRootRoute()
  const from = createRoute({
    getParentRoute: () => root,
    path: '/from',
    component: () => <NavigateOnce to={'/to' as '/'} />,
  })
  const to = createRoute({ getParentRoute: () => root, path: '/to', component: () => <h1>Arrived</h1> })
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([from, to]),
    history: createMemoryHistory({ initialEntries: ['/from'] }),
  })
  const navigate = router.navigate.bind(router)
  let calls = 0
  router.navigate = ((options: Parameters<typeof navigate>[0]) => {
    calls += 1
    return calls <= lost ? Promise.resolve() : navigate(options)
  }) as typeof router.navigate
  render(<RouterProvider router={router} />)
  return { router, calls: () => calls }
}

describe('NavigateOnce', () => {
  it('navigates once when the navigation takes', async () => {
    const { router, calls } = setUp(0)
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/to')
    expect(calls()).toBe(1)
  })

  it.each([1, NAVIGATE_ATTEMPTS - 1])('navigates again when %i navigation(s) did not take', async (lost) => {
    const { router, calls } = setUp(lost)
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/to')
    expect(calls()).toBe(lost + 1)
  })

  it(`gives up after ${NAVIGATE_ATTEMPTS} attempts (no loop)`, async () => {
    const { router, calls } = setUp(Infinity)
    await waitFor(() => expect(calls()).toBe(NAVIGATE_ATTEMPTS))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls()).toBe(NAVIGATE_ATTEMPTS)
    expect(router.state.location.pathname).toBe('/from')
  })
})
