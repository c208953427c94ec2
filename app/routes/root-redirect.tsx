import { redirect } from 'react-router'
import { paths } from '#contracts/site-paths.ts'

// spec §2.1: the root path redirects to /inicio. The server answers `/` with the same redirect.
export function clientLoader() {
  return redirect(paths.home)
}

export default function RootRedirect() {
  return null
}
