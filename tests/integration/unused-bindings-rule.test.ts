// eslint/unused-bindings.js: the two unused bindings TypeScript's noUnusedLocals and noUnusedParameters do not
// report (ADR 070), reported, and their intentional forms let through.
import { Linter } from 'eslint'
import { describe, expect, test } from 'vitest'
import { localPlugin } from '../../eslint/unused-bindings.js'

const linter = new Linter({ configType: 'flat' })
const messagesOf = (code: string) =>
	linter
		.verify(code, [
			{
				plugins: { local: localPlugin },
				languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
				rules: { 'local/unused-bindings': 'error' },
			},
		])
		.map((message) => message.message)

describe('local/unused-bindings', () => {
	test('a caught error never read is reported, whatever its name', () => {
		expect(messagesOf('try { f() } catch (error) {}')).toEqual([
			"'error' is caught but never used: write `catch {`.",
		])
		expect(messagesOf('try { f() } catch (_error) {}')).toHaveLength(1)
		expect(messagesOf('try { f() } catch ({ message }) {}')).toHaveLength(1)
	})

	test('a caught error that is read, or no binding at all, passes', () => {
		expect(messagesOf('try { f() } catch (error) { console.log(error) }')).toEqual([])
		expect(messagesOf('try { f() } catch {}')).toEqual([])
	})

	test('a property destructured beside a rest element and never read is reported', () => {
		expect(messagesOf('const { a, ...rest } = f(); g(rest)')).toEqual([
			"'a' is destructured beside a rest element but never used: rename it _a (`a: _a`) if it is there to leave it out of the rest.",
		])
		expect(messagesOf('function h({ a = 1, ...rest }) { return rest }')).toHaveLength(1)
	})

	test('a rest sibling named with a leading _, or read, or without a rest element, passes', () => {
		expect(messagesOf('const { a: _a, ...rest } = f(); g(rest)')).toEqual([])
		expect(messagesOf('const { a, ...rest } = f(); g(a, rest)')).toEqual([])
		// Without a rest element the compiler reports it (noUnusedLocals), not this rule.
		expect(messagesOf('const { a, b } = f(); g(b)')).toEqual([])
		// A nested pattern is not a direct sibling of the rest element.
		expect(messagesOf('const { a: { b }, ...rest } = f(); g(rest)')).toEqual([])
	})
})
