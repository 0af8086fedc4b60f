import { useRouter, useRouterState } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; exact?: boolean }

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  )
}

/**
 * A link to any path of the route table, navigated inside the app (menu entries point at pages
 * of later issues too, so they cannot be typed routes yet). Marks itself active like <Link>.
 */
export function NavLink({ href, exact = false, onClick, ...rest }: Props) {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const path = href.split(/[?#]/)[0]
  const active = exact || path === '/' ? pathname === path : pathname === path || pathname.startsWith(`${path}/`)
  return (
    <a
      {...rest}
      href={href}
      data-status={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event) || rest.target) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    />
  )
}
