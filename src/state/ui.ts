// Device-local UI state (docs/architecture.md): toasts, the loading overlay, icons the player dismissed.
// Flows never live here; machines and views call these helpers.
import { proxy } from 'valtio'

/** 0 = error, 1 = success (docs/contract.md). */
export type ToastType = 0 | 1
export type Toast = { id: number; type: ToastType; message: string }

export const TOAST_MS = 2000

export const uiState = proxy({
  toasts: [] as Toast[],
  /** Nested showLoading() calls are counted; the overlay shows while the count is above 0. */
  loadingCount: 0,
  get loading(): boolean {
    return this.loadingCount > 0
  },
  /** The floating red-packet icon on the home page, once dismissed, stays hidden for this visit. */
  dismissedRedPacket: false,
})

let nextId = 1

/** Show a toast for `ms` (2 s by default); returns its id. */
export function toast(type: ToastType, message: string, ms = TOAST_MS): number {
  const id = nextId++
  uiState.toasts.push({ id, type, message })
  setTimeout(() => dismissToast(id), ms)
  return id
}

export function dismissToast(id: number) {
  const i = uiState.toasts.findIndex((x) => x.id === id)
  if (i >= 0) uiState.toasts.splice(i, 1)
}

export function showLoading() {
  uiState.loadingCount++
}

export function hideLoading() {
  uiState.loadingCount = Math.max(0, uiState.loadingCount - 1)
}

/** Drop every pending loading request (e.g. after a navigation the old page no longer waits). */
export function resetLoading() {
  uiState.loadingCount = 0
}

export function dismissRedPacket() {
  uiState.dismissedRedPacket = true
}
