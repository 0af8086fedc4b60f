import { render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrateApart } from './hydrate-apart.tsx'
import { RenderModeContext, type RenderMode } from './render-mode.ts'

const never = new Promise<never>(() => undefined)
function Waits(): null {
  use(never)
  return null
}

function Page({ mode }: { mode: RenderMode }) {
  return (
    <RenderModeContext value={mode}>
      <Suspense fallback={<p>Whole page waiting</p>}>
        <p>Frame</p>
        <HydrateApart>
          <p>Part</p>
          <Waits />
        </HydrateApart>
      </Suspense>
    </RenderModeContext>
  )
}

describe('HydrateApart', () => {
  it('puts a server-rendered part in a Suspense boundary of its own (its markers in the HTML)', () => {
    const html = (mode: RenderMode) =>
      renderToString(
        <RenderModeContext value={mode}>
          <HydrateApart>
            <p>Part</p>
          </HydrateApart>
        </RenderModeContext>,
      )
    expect(html('server')).toBe('<!--$--><p>Part</p><!--/$-->')
    expect(html('client')).toBe('<p>Part</p>')
  })

  it('keeps the rest of a server-rendered page when the part waits', () => {
    render(<Page mode="server" />)
    expect(screen.getByText('Frame')).toBeTruthy()
    expect(screen.queryByText('Whole page waiting')).toBeNull()
  })

  it("shows its fallback in the part's place while the part waits", () => {
    render(
      <RenderModeContext value="server">
        <HydrateApart fallback={<p>Part waiting</p>}>
          <Waits />
        </HydrateApart>
      </RenderModeContext>,
    )
    expect(screen.getByText('Part waiting')).toBeTruthy()
  })

  it('adds no boundary to a page the browser renders itself', () => {
    render(<Page mode="client" />)
    expect(screen.getByText('Whole page waiting')).toBeTruthy()
    expect(screen.queryByText('Frame')).toBeNull()
  })
})
