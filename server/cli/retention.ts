/**
 * `npm run retention [-- --dry-run]`: the retention job once, or what it would remove (see
 * `runRetentionCli` and README "Retention").
 */
import { runRetentionCli } from '#server/cli/retention-command.ts'

process.exitCode = await runRetentionCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  filesDir: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
