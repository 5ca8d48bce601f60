import { HONEYPOT_FIELD } from '#app/lib/honeypot.ts'

export function HoneypotInput() {
	return (
		<div
			aria-hidden="true"
			style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
		>
			<label>
				Ne pas remplir ce champ
				<input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
			</label>
		</div>
	)
}
