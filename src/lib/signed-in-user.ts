/**
 * The signed-in person as the last GET /api/current_user answered (docs/product/chat.md#client):
 * auth sets it, features that must tell the viewer's own records from others' (the chat's own
 * messages and read markers) read it without importing auth. Null while nobody is signed in.
 */
import type { UserDto } from '#domain/auth/current-user.ts'

type Listener = () => void

let current: UserDto | null = null
const listeners = new Set<Listener>()

export function getSignedInUser(): UserDto | null {
  return current
}

export function setSignedInUser(user: UserDto | null): void {
  if (user === current || (user && current && sameViewer(user, current))) return
  current = user
  for (const listener of listeners) listener()
}

export function subscribeToSignedInUser(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function sameViewer(a: UserDto, b: UserDto): boolean {
  return a._id === b._id && a.role === b.role && a.hotelId === b.hotelId && a.hasHotelAccess === b.hasHotelAccess
}
