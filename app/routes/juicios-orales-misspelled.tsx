import { redirect } from 'react-router'
import { paths } from '#contracts/site-paths.ts'

// spec §2.1: home cards and slider items link to the misspelled jucios-orales. Inside the app the
// link lands here and goes on to the routed page; a direct visit gets the server's 301
// (server/site/static-policy.ts, PERMANENT_REDIRECTS).
export function clientLoader() {
  return redirect(paths.juiciosOralesRedirectTarget)
}

export default function JuiciosOralesMisspelled() {
  return null
}
