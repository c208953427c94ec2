/**
 * `npm run backup`: see `runBackupCli` and docs/operations.md "Backups".
 */
import { runBackupCli } from '#server/cli/backup-command.ts'

process.exitCode = await runBackupCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  filesDir: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
