/** The field that real people never fill in (hidden from sight and from assistive technologies). */
export const HONEYPOT_FIELD = 'site_web'

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
