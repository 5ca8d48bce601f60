import { type FieldMetadata } from '@conform-to/react'
import { Field } from '../forms.tsx'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { passwordStrength } from '#app/lib/auth/password-strength.ts'

const barColours = ['bg-red-700', 'bg-orange-600', 'bg-yellow-500', 'bg-green-700']

/** Live strength meter (docs/requirements.md#spec-1-4): four bars, labels Poor / Not Good / Average / Good. JavaScript only. */
export function PasswordMeter({ password }: { password: string }) {
	const hydrated = useHydrated()
	if (!hydrated) return null
	const strength = passwordStrength(password)
	return (
		<div className="mt-2" data-testid="password-meter">
			<div className="flex gap-1" aria-hidden="true">
				{[0, 1, 2, 3].map((bar) => (
					<span
						key={bar}
						className={`h-1.5 flex-1 rounded ${
							bar < strength.bars ? barColours[strength.bars - 1] : 'bg-gray-200'
						}`}
					/>
				))}
			</div>
			<p className="mt-1 text-sm text-muted" aria-live="polite">
				Sécurité du mot de passe : {strength.label ?? '—'}
			</p>
		</div>
	)
}

/** A new password with its live meter, then its confirmation (registration and reset forms). */
export function NewPasswordFields({
	password,
	confirmation,
	label = 'Mot de passe',
}: {
	password: FieldMetadata<string | undefined>
	confirmation: FieldMetadata<string | undefined>
	label?: string
}) {
	return (
		<>
			<div>
				<Field
					meta={password}
					label={label}
					type="password"
					hint="Au moins 7 caractères, avec une minuscule, une majuscule, un chiffre et un symbole."
					inputProps={{ autoComplete: 'new-password' }}
				/>
				<PasswordMeter password={password.value ?? ''} />
			</div>
			<Field
				meta={confirmation}
				label="Confirmation du mot de passe"
				type="password"
				inputProps={{ autoComplete: 'new-password' }}
			/>
		</>
	)
}
