/**
 * `npm run restore`: see `runRestoreCli` and docs/operations.md "Backups".
 */
import { runRestoreCli } from '#server/cli/restore-command.ts'

process.exitCode = await runRestoreCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  filesDir: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
