/**
 * `npm run certificates -- import|annul|qr …`: the staff's command line for the certificates
 * registry (see `runCertificatesCli` and README "Certificates").
 */
import { runCertificatesCli } from '#server/cli/certificates-command.ts'

process.exitCode = await runCertificatesCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  // npm runs scripts from the package folder and says in INIT_CWD where the person was.
  filesDir: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
