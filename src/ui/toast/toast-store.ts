import type { ReactNode } from 'react'

/** Toasts auto-close after 3000 ms unless told otherwise (SPEC.md §9: some use 5 s or 7 s). */
export const DEFAULT_TOAST_DURATION_MS = 3000
const MAX_VISIBLE = 5

export type ToastKind = 'success' | 'error' | 'info'

export type ToastOptions = {
  /** auto-close delay; Infinity keeps the toast until dismissed */
  durationMs?: number
  /** one optional action button, e.g. "Reload" */
  action?: { label: string; onClick: () => void }
}

export type ToastItem = {
  id: number
  kind: ToastKind
  message: ReactNode
  durationMs: number
  action?: ToastOptions['action']
}

let items: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: readonly ToastItem[]): void {
  items = next
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer) clearTimeout(timer)
  timers.delete(id)
  if (items.some((item) => item.id === id)) emit(items.filter((item) => item.id !== id))
}

function show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}): number {
  const id = nextId++
  const durationMs = options.durationMs ?? DEFAULT_TOAST_DURATION_MS
  const next = [...items, { id, kind, message, durationMs, action: options.action }]
  for (const old of next.slice(0, Math.max(0, next.length - MAX_VISIBLE))) dismissToast(old.id)
  emit(next.slice(-MAX_VISIBLE))
  if (Number.isFinite(durationMs)) timers.set(id, setTimeout(() => dismissToast(id), durationMs))
  return id
}

/** Shows a toast; returns its id for dismissToast. */
export const toast = {
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  dismiss: dismissToast,
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): readonly ToastItem[] {
  return items
}

/** Test helper: removes every toast and timer. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  emit([])
}
