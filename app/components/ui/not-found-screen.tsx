import { Link } from 'react-router'
import { paths } from '#app/config/paths.ts'

export function NotFoundScreen() {
  return (
    <main className="not-found">
      <h1>Página no encontrada</h1>
      <Link to={paths.home}>Volver al inicio</Link>
    </main>
  )
}
