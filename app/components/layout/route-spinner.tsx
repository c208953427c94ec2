export function RouteSpinner({ visible }: { visible: boolean }) {
  if (!visible) return null
  return <div role="status" aria-live="polite">Cargando…</div>
}
