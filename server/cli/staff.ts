/**
 * `npm run staff -- create …`: staff accounts from the command line (see `runStaffCli` and
 * README "Staff area").
 */
import { text } from 'node:stream/consumers'
import { runStaffCli } from '#server/cli/staff-command.ts'

process.exitCode = await runStaffCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  filesDir: process.env.INIT_CWD ?? process.cwd(),
  stdout: (output) => process.stdout.write(output),
  stderr: (output) => process.stderr.write(output),
  readStdin: () => text(process.stdin),
})
