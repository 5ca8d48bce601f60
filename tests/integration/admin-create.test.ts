import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createOperator } from '#app/admin/operators.server.ts'
import { registerAccount, verifyLogin } from '#app/auth/accounts.server.ts'
import { resetPassword } from '#app/auth/password-reset.server.ts'
import { isOperator, staffHome } from '#app/auth/staff.server.ts'
import { operators, users } from '#db/schema/index.ts'
import { useAppDatabase } from '#tests/support/database.ts'

/** `npm run admin:create -- EMAIL` (ADR 026): creates or promotes an operator, prints a set-password link. */

const db = useAppDatabase()
const PASSWORD = 'Operateur-2026!Solide'
const tokenOf = (linkPath: string) => new URL(linkPath, 'http://x').searchParams.get('token') ?? ''

describe('createOperator', () => {
	test('a new address: an account without password, an operator, whose link sets the password', async () => {
		const result = createOperator('ops@donnons.fr')
		expect(result).toMatchObject({ created: true, alreadyOperator: false, suspended: false })
		expect(result.setPasswordPath).toMatch(/^\/reinitialiser-mot-de-passe\?token=[\w-]{40,}$/)
		expect(isOperator(result.userId)).toBe(true)
		expect(staffHome(result.userId)).toBe('/admin')
		expect(await verifyLogin('ops@donnons.fr', PASSWORD)).toBeNull()
		expect(await resetPassword(tokenOf(result.setPasswordPath), PASSWORD)).toBe(result.userId)
		expect(await verifyLogin('ops@donnons.fr', PASSWORD)).toMatchObject({ id: result.userId })
		// Single use.
		expect(await resetPassword(tokenOf(result.setPasswordPath), PASSWORD)).toBeNull()
	})

	test('an existing account is promoted, keeps its password; again: a new link voids the old one', async () => {
		const created = await registerAccount({
			email: 'lea@exemple.fr',
			password: 'Ancien-2026!Solide',
			firstname: 'Léa',
			name: 'Morel',
			birth_date: '1988-03-14',
			address_line_1: '12 rue de la Paix',
			post_code: '44000',
			city: 'Nantes',
			country_iso: 'FR',
		})
		const userId = created!.user.id
		expect(staffHome(userId)).toBeNull()
		const first = createOperator('lea@exemple.fr')
		expect(first).toMatchObject({ userId, created: false, alreadyOperator: false })
		expect(await verifyLogin('lea@exemple.fr', 'Ancien-2026!Solide')).toMatchObject({ id: userId })
		const second = createOperator('lea@exemple.fr')
		expect(second).toMatchObject({ userId, alreadyOperator: true })
		expect(await resetPassword(tokenOf(first.setPasswordPath), PASSWORD)).toBeNull()
		expect(await resetPassword(tokenOf(second.setPasswordPath), PASSWORD)).toBe(userId)
		expect(db.select().from(operators).where(eq(operators.userId, userId)).all()).toHaveLength(1)
	})
})

// Each test starts Node processes with tsx's loader: several seconds of CPU, past 20 s on a busy machine.
describe('the command', { timeout: 60_000 }, () => {
	const run = promisify(execFile)
	const tsx = path.resolve('node_modules/.bin/tsx')
	const script = path.resolve('scripts/admin-create.ts')
	// The refusals run the script in one Node process with tsx's loader: the tsx command (as npm runs it,
	// proven by the first test) starts a second Node process around it, about 0.4 s of CPU each time.
	const refused = (args: string[]) =>
		run(process.execPath, ['--import', 'tsx', script, ...args], { env }).catch((error: unknown) => error)
	// A production environment without demo: a fresh data directory, real settings (sandbox payments asked).
	const dataDir = path.join(process.env.DATA_DIR!, 'production')
	const env = {
		...process.env,
		NODE_ENV: 'production' as const,
		DEMO_MODE: 'false',
		DATA_DIR: dataDir,
		SESSION_SECRET: 'x'.repeat(40),
		PUBLIC_URL: 'https://donnons.example.org',
		PAYMENT_SANDBOX: 'true',
	}

	test('in production, on an empty data directory: creates the operator and prints the link', async () => {
		fs.mkdirSync(dataDir, { recursive: true })
		const { stdout } = await run(tsx, [script, 'Admin@Donnons.fr', '--prenom', 'Inès', '--nom', 'Garnier'], {
			env,
		})
		expect(stdout).toContain('Compte créé pour admin@donnons.fr, opérateur de la plateforme.')
		expect(stdout).toMatch(/https:\/\/donnons\.example\.org\/reinitialiser-mot-de-passe\?token=[\w-]{40,}/)
		const file = new Database(path.join(dataDir, 'donnons.db'), { readonly: true })
		try {
			const row = file
				.prepare(
					'select u.first_name, u.last_name from operators o join users u on u.id = o.user_id where u.email = ?',
				)
				.get('admin@donnons.fr')
			expect(row).toEqual({ first_name: 'Inès', last_name: 'Garnier' })
		} finally {
			file.close()
		}
	})

	test('a missing or invalid address: the usage, exit code 2, nothing written', async () => {
		const failure = await refused(['pas-une-adresse'])
		expect(failure).toMatchObject({ code: 2 })
		expect((failure as { stderr: string }).stderr).toContain('Adresse email invalide : pas-une-adresse')
		const usage = await refused([])
		expect(usage).toMatchObject({ code: 2 })
		expect((usage as { stderr: string }).stderr).toContain('Usage : npm run admin:create')
		expect(db.select().from(users).where(eq(users.email, 'pas-une-adresse')).get()).toBeUndefined()
	})
})
