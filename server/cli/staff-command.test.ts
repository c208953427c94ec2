import { afterEach, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES, STAFF_ROLES } from '#contracts/staff.ts'
import { runStaffCli } from '#server/cli/staff-command.ts'
import { EXIT } from '#server/cli/cli-io.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { signIn } from '#tests/support/server/staff.ts'
import { databaseUrlOf, describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const PASSWORD = 'linterna-cobre-valle-27'

async function staffCli(databaseUrl: string, stdin: string, ...args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runStaffCli(args, {
    env: { DATABASE_URL: databaseUrl },
    cwd: process.cwd(),
    filesDir: process.cwd(),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: async () => stdin,
  })
  return { code, stdout, stderr }
}

describe('npm run staff arguments', () => {
  it.each([
    [[], 'Falta el comando.'],
    [['borrar', '--email', 'a@b.mx'], 'Comando desconocido'],
    [['create', '--email', 'a@b.mx', '--name', 'Ana', '--role', 'jefa'], `--role: El rol debe ser uno de: ${STAFF_ROLES.join(', ')}.`],
    [['create', '--name', 'Ana', '--role', 'admin'], '--email: Escribe tu correo.'],
  ])('%j: exits 2 naming the problem, with the usage', async (args, problem) => {
    const run = await staffCli('file::memory:', PASSWORD, ...args)
    expect(run.code).toBe(EXIT.usage)
    expect(run.stderr).toContain(problem)
    expect(run.stderr).toContain('npm run staff -- create')
  })
})

describeOnEachDatabase('npm run staff -- create', (fixture) => {
  let current: FormApp | undefined
  afterEach(async () => {
    await current?.app.close()
    current = undefined
  })

  it('creates an account with its roles and the password from standard input; it signs in', async () => {
    current = await startFormApp(fixture)
    const run = await staffCli(databaseUrlOf(current.databaseConfig), `${PASSWORD}\n`, 'create', '--email', 'Ana@Instituto.example', '--name', 'Ana Pérez', '--role', 'admin', '--role', 'contacto')
    expect(run).toMatchObject({ code: EXIT.ok, stdout: 'Cuenta creada: ana@instituto.example (admin, contacto).\n' })

    const cookie = await signIn(current.app, 'ana@instituto.example', PASSWORD)
    const me = await current.app.inject({ method: 'GET', url: '/api/v1/panel/me', headers: { cookie } })
    expect(me.json()).toEqual({ email: 'ana@instituto.example', nombre: 'Ana Pérez', roles: ['admin', 'contacto'], dosPasos: false })
    const trail = await listAuditEvents(current.db, { pagina: 1 })
    expect(trail.items.map((event) => [event.action, event.detail])).toEqual([
      ['sign-in', null],
      ['staff-created', { correo: 'ana@instituto.example', roles: ['admin', 'contacto'], origen: 'línea de comandos' }],
    ])
  })

  it('--invite creates the account without a password and prints a one-time link that sets it', async () => {
    current = await startFormApp(fixture)
    const run = await staffCli(databaseUrlOf(current.databaseConfig), '', 'create', '--email', 'beto@instituto.example', '--name', 'Beto', '--role', 'admisiones', '--invite')
    expect(run.code).toBe(EXIT.ok)
    const token = /\/panel\/contrasena\?token=(\S+)\n$/.exec(run.stdout)?.[1]
    expect(run.stdout).toContain('(un solo uso, 48 horas)')
    const set = await current.app.inject({ method: 'POST', url: '/api/v1/panel/contrasena', payload: { token: decodeURIComponent(token ?? ''), contrasena: PASSWORD } })
    expect(set.statusCode).toBe(204)
    await signIn(current.app, 'beto@instituto.example', PASSWORD)
  })

  it('refuses a short or common password and a taken e-mail, creating nothing more', async () => {
    current = await startFormApp(fixture)
    const url = databaseUrlOf(current.databaseConfig)
    const create = (password: string, email: string) => staffCli(url, password, 'create', '--email', email, '--name', 'Ana', '--role', 'admin')

    expect(await create('corta', 'a@instituto.example')).toMatchObject({ code: EXIT.failed, stderr: `staff falló: ${STAFF_MESSAGES.passwordTooShort}\n` })
    expect(await create('Password1234', 'a@instituto.example')).toMatchObject({ code: EXIT.failed, stderr: `staff falló: ${STAFF_MESSAGES.commonPassword}\n` })
    expect((await create(PASSWORD, 'a@instituto.example')).code).toBe(EXIT.ok)
    expect(await create(PASSWORD, 'A@instituto.example')).toMatchObject({ code: EXIT.failed, stderr: 'staff falló: Ya existe una cuenta con el correo a@instituto.example.\n' })
    expect(await current.db.selectFrom('staff_users').select('email').execute()).toEqual([{ email: 'a@instituto.example' }])
  })
})
