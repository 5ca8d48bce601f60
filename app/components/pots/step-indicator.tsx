/**
 * Where the creator is in the flow (docs/requirements.md#spec-2-2-step-indicator "Step indicator"): one image per step, in its signed-in
 * ('online') or visitor ('offline') variant. Signed-out visitors have one more step, identifying themselves.
 * The images are inline SVG, decorative: each step's text says the same.
 */
type CreationStep = 'cause' | 'details' | 'identify' | 'done'
type Variant = 'online' | 'offline'

const STEPS: Array<{ id: CreationStep; label: string; offlineOnly?: boolean }> = [
	{ id: 'cause', label: 'Je choisis une cause' },
	{ id: 'details', label: 'Je personnalise ma cagnotte' },
	{ id: 'identify', label: 'Je m’identifie', offlineOnly: true },
	{ id: 'done', label: 'J’invite mes proches' },
]

/** The drawing of each step (24 × 24, stroked). */
const PATHS: Record<CreationStep, string> = {
	cause: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
	details: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
	identify: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
	done: 'M3 7l9 6 9-6M3 7v11h18V7H3z',
}

function StepImage({
	step,
	variant,
	state,
}: {
	step: CreationStep
	variant: Variant
	state: 'done' | 'current' | 'next'
}) {
	const colour = state === 'next' ? 'text-muted' : 'text-brand-dark'
	return (
		<svg
			aria-hidden="true"
			focusable="false"
			viewBox="0 0 40 40"
			className={`h-10 w-10 shrink-0 ${colour}`}
			data-step-image={`${step}-${variant}`}
		>
			{/* The signed-in variant is a filled disc, the visitor's an outlined one. */}
			<circle
				cx="20"
				cy="20"
				r="18"
				fill={variant === 'online' && state !== 'next' ? 'currentColor' : 'white'}
				stroke="currentColor"
				strokeWidth="2"
				strokeDasharray={variant === 'offline' && state === 'next' ? '4 3' : undefined}
			/>
			<g transform="translate(8 8)">
				<path
					d={state === 'done' ? 'M5 12.5l4.5 4.5L19 7.5' : PATHS[step]}
					fill="none"
					stroke={variant === 'online' && state !== 'next' ? 'white' : 'currentColor'}
					strokeWidth="2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</g>
		</svg>
	)
}

export function StepIndicator({ current, signedIn }: { current: CreationStep; signedIn: boolean }) {
	const variant: Variant = signedIn ? 'online' : 'offline'
	const steps = STEPS.filter((step) => !(signedIn && step.offlineOnly))
	const index = steps.findIndex((step) => step.id === current)
	return (
		<nav aria-label="Étapes de création de la cagnotte" className="mb-8">
			<ol className="flex flex-wrap items-center gap-3 text-sm sm:gap-6" data-variant={variant}>
				{steps.map((step, i) => (
					<li
						key={step.id}
						aria-current={i === index ? 'step' : undefined}
						className="flex items-center gap-2 aria-[current=step]:font-bold"
					>
						<StepImage
							step={step.id}
							variant={variant}
							state={i < index ? 'done' : i === index ? 'current' : 'next'}
						/>
						<span>
							<span className="sr-only">
								Étape {i + 1} sur {steps.length} :{' '}
							</span>
							{step.label}
							{i < index ? <span className="sr-only"> (terminée)</span> : null}
						</span>
					</li>
				))}
			</ol>
		</nav>
	)
}
