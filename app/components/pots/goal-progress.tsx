import { Link } from '@remix-run/react'
import { useId } from 'react'
import { goalProgress } from '#app/lib/pots/goal.ts'
import { goalMessages, percentOfGoal } from '#app/lib/pots/goal-messages.ts'

/**
 * A pot's progress towards its goal (issue 27): the percentage in words, a `<progress>` named by it, and
 * « Objectif atteint ! » once reached. Nothing without a goal (the plain counter stays). `raiseHref`, for the
 * organiser, offers « Relever l’objectif » once the goal is reached.
 */
export function GoalProgress({
	collectedCents,
	goalCents,
	raiseHref,
	compact = false,
}: {
	collectedCents: number
	goalCents: number | null
	raiseHref?: string | null
	compact?: boolean
}) {
	const id = useId()
	const progress = goalProgress(collectedCents, goalCents)
	if (!progress) return null
	return (
		<div className={compact ? 'mt-2 grid gap-1' : 'mt-3 grid gap-1'} data-goal-progress="">
			<label htmlFor={id} className={compact ? 'text-xs text-muted' : 'text-sm text-muted'}>
				{percentOfGoal(progress.percent, progress.goalCents)}
			</label>
			<progress
				id={id}
				max={progress.goalCents}
				value={progress.barValue}
				className="h-3 w-full overflow-hidden rounded-full bg-pink-100 accent-brand-dark [&::-moz-progress-bar]:bg-brand-dark [&::-webkit-progress-bar]:bg-pink-100 [&::-webkit-progress-value]:bg-brand-dark"
			>
				{progress.percent} %
			</progress>
			{progress.reached ? (
				<p className={compact ? 'text-sm font-semibold text-brand-dark' : 'font-semibold text-brand-dark'}>
					{goalMessages.reached}
					{raiseHref ? (
						<>
							{' '}
							<Link to={raiseHref} className="font-normal underline">
								{goalMessages.raise}
							</Link>
						</>
					) : null}
				</p>
			) : null}
		</div>
	)
}
