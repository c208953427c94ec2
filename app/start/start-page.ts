/**
 * The script the build puts in each public page's `<head>` (server/site/defer-assets.ts): it keeps what
 * a person does before the page answers, and starts the page's code once the first screen is
 * painted (docs/start-up.md). Bundled on its own: it imports nothing the page's modules load.
 */
import { uiText } from '#content/ui-text.ts'
import { pageStarter } from './deferred-start.ts'
import { holdEarlyInput } from './early-input.ts'
import { holdEarlySubmits } from './early-submit.ts'
import { afterFirstScreen } from './first-screen.ts'

holdEarlyInput()
const submits = holdEarlySubmits(uiText.pageCodeFailed)
afterFirstScreen(document, pageStarter(document, { onCodeFailed: submits.pageCodeFailed }))
