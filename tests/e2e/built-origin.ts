import { publicBaseUrlFrom } from '../../contracts/public-base-url.ts'

/**
 * The public origin the site under test was built with: the end-to-end run is given the environment
 * `npm run build` had (docs/decisions/016).
 */
export const BUILT_ORIGIN = publicBaseUrlFrom(process.env.PUBLIC_BASE_URL)
