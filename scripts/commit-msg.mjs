// The commit-message rule (CONTRIBUTING.md, "Commits"), run by .githooks/commit-msg: a subject line of at
// most 72 characters (characters, not bytes: "é" is one), then a blank line. Git hands the hook the message
// before it strips its comment lines, so lines starting with '#' and blank lines before the subject are
// skipped. Git's own `fixup! ` / `squash! ` / `amend! ` subjects pass: `git rebase --autosquash` removes them.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const MAX_SUBJECT = 72

/**
 * The problem with a commit message, or null when it is fine.
 * @param {string} message the message as git hands it to the hook
 * @returns {string | null}
 */
export function subjectProblem(message) {
	const lines = message.split(/\r?\n/).filter((line) => !line.startsWith('#'))
	const start = lines.findIndex((line) => line.trim() !== '')
	const subject = lines[start]
	if (subject === undefined) return 'the commit message is empty: write a subject line'
	if (/^(fixup|squash|amend)! /.test(subject)) return null
	const length = [...subject.trimEnd()].length
	if (length > MAX_SUBJECT)
		return `the subject line has ${length} characters, at most ${MAX_SUBJECT}: shorten it and say the rest in the body`
	// Git takes the whole first paragraph as the subject (`git log --oneline` joins its lines).
	if ((lines[start + 1] ?? '').trim() !== '') return 'leave a blank line between the subject and the body'
	return null
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const file = process.argv[2]
	if (!file) {
		console.error('Usage: node scripts/commit-msg.mjs <file with the commit message>')
		process.exit(2)
	}
	const problem = subjectProblem(readFileSync(file, 'utf8'))
	if (problem) {
		console.error(`commit-msg: ${problem} (CONTRIBUTING.md, "Commits"). Your message is kept in ${file}.`)
		process.exit(1)
	}
}
