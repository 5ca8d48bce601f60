// The commit-message rule run by .githooks/commit-msg (CONTRIBUTING.md, "Commits").
import { expect, test } from 'vitest'
import { subjectProblem } from '../../scripts/commit-msg.mjs'

test('a subject of at most 72 characters, counted as characters, then a blank line', () => {
	expect(subjectProblem(`${'é'.repeat(72)}\n\nWhy.\n`)).toBeNull()
	expect(subjectProblem(`${'é'.repeat(73)}\n`)).toMatch(/73 characters, at most 72/)
	expect(subjectProblem('A subject\nthat runs on\n')).toMatch(/blank line/)
})

test("an empty message, or only git's comments, is refused", () => {
	expect(subjectProblem('')).toMatch(/empty/)
	expect(subjectProblem('\n# Please enter the commit message\n#\n')).toMatch(/empty/)
})

test("git's comment lines and leading blank lines are skipped; autosquash subjects pass", () => {
	expect(subjectProblem('# comment\n\nShort subject\n# more\n')).toBeNull()
	expect(subjectProblem(`fixup! ${'x'.repeat(72)}\n`)).toBeNull()
})
