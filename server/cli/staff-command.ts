import { parseArgs } from 'node:util'
import { SET_PASSWORD_LINK_SECONDS } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_ROLES, newStaffSchema } from '#contracts/staff.ts'
import { createStaffAuth, setPasswordLink, usesSecureCookies } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { StaffAccountError, createStaffAccount } from '#server/auth/staff-accounts.ts'
import { EXIT, runOnDatabase, type CliIo } from '#server/cli/cli-io.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'

export const STAFF_USAGE = `Uso:
  printf '%s' 'CONTRASEÑA' | npm run staff -- create --email CORREO --name "NOMBRE" --role ROL [--role ROL …]
      Crea una cuenta del panel del personal con uno o más roles: ${STAFF_ROLES.join(', ')}.
      La contraseña se lee de la entrada estándar (al menos 12 caracteres y no una de las más usadas),
      así no queda en el historial de la terminal.
  npm run staff -- create --email CORREO --name "NOMBRE" --role ROL … --invite
      Crea la cuenta sin contraseña e imprime un enlace de un solo uso, válido 48 horas, para que la
      persona elija la suya (PUBLIC_BASE_URL${PANEL_PAGES.setPassword}?token=…).
La base de datos es la de DATABASE_URL, igual que el servidor.
`

export interface StaffCliIo extends CliIo {
  /** Everything written to standard input. */
  readonly readStdin: () => Promise<string>
}

type Parsed = { readonly email?: string; readonly name?: string; readonly role?: string[]; readonly invite?: boolean }

function parse(args: readonly string[]): { command: string; values: Parsed } | { problem: string } {
  try {
    const { positionals, values } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true }, invite: { type: 'boolean' } },
    })
    const [command, ...rest] = positionals
    if (command === undefined) return { problem: 'Falta el comando.' }
    if (command !== 'create' || rest.length > 0) return { problem: `Comando desconocido: ${positionals.join(' ')}.` }
    return { command, values }
  } catch (error) {
    return { problem: `Argumentos incorrectos: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** The password as typed or piped: one final line break is not part of it. */
const withoutFinalLineBreak = (text: string) => text.replace(/\r?\n$/, '')

/**
 * `npm run staff -- create …`: the first account of the staff area, and any later one an
 * administrator prefers to make from the server. Resolves with the exit code.
 */
export async function runStaffCli(args: readonly string[], io: StaffCliIo): Promise<number> {
  const parsed = parse(args)
  if ('problem' in parsed) {
    io.stderr(`${parsed.problem}\n\n${STAFF_USAGE}`)
    return EXIT.usage
  }
  const staff = newStaffSchema.safeParse({ email: parsed.values.email ?? '', nombre: parsed.values.name ?? '', roles: parsed.values.role ?? [] })
  if (!staff.success) {
    io.stderr(`${staff.error.issues.map((issue) => `--${issue.path[0] === 'nombre' ? 'name' : issue.path[0] === 'roles' ? 'role' : 'email'}: ${issue.message}`).join('\n')}\n\n${STAFF_USAGE}`)
    return EXIT.usage
  }
  const invite = parsed.values.invite === true
  const password = invite ? null : withoutFinalLineBreak(await io.readStdin())
  return runOnDatabase(io, 'staff', [StaffAccountError], async (database, config, now) => {
    let link: string | undefined
    const auth = createStaffAuth({
      db: database.db,
      dialect: database.dialect,
      secret: await authSecret(database.db, config.authSecret),
      publicBaseUrl: config.publicBaseUrl,
      secureCookies: usesSecureCookies(config.nodeEnv),
      sendSetPasswordLink: async (_user, token) => {
        link = setPasswordLink(config.publicBaseUrl, token)
      },
    })
    const { id } = await createStaffAccount(auth, database.db, staff.data, password)
    await appendAuditEvent(
      database.db,
      { actorId: null, actorEmail: null, action: 'staff-created', target: { type: 'staff', id }, detail: { correo: staff.data.email, roles: staff.data.roles, origen: 'línea de comandos' } },
      now,
    )
    io.stdout(`Cuenta creada: ${staff.data.email} (${staff.data.roles.join(', ')}).\n`)
    if (invite) {
      await auth.api.requestPasswordReset({ body: { email: staff.data.email } })
      await appendAuditEvent(database.db, { actorId: null, actorEmail: null, action: 'invitation-sent', target: { type: 'staff', id }, detail: { origen: 'línea de comandos' } }, now)
      io.stdout(`Enlace para que elija su contraseña (un solo uso, ${SET_PASSWORD_LINK_SECONDS / 3600} horas):\n${link}\n`)
    }
    return EXIT.ok
  })
}
