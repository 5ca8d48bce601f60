import { describe, expect, test } from 'vitest'
import {
	afterLogin2,
	afterMainLogin,
	afterSocialSignup,
	staffLanding,
	readAuthQuery,
	representativePath,
} from './post-login.ts'

describe('after login or registration on the main page (docs/requirements.md#spec-1-4)', () => {
	test('a pot id in the query goes to the pot tips page with the amount', () => {
		expect(afterMainLogin('private', { potId: '12', amount: '2500' })).toBe(
			'/participate/12/tips?amount=2500',
		)
		expect(afterMainLogin('enterprise', { potId: '12' })).toBe('/participate/12/tips?amount=0')
	})
	test('otherwise an individual goes to /home/private and a company to /home/company', () => {
		expect(afterMainLogin('private', {})).toBe('/home/private')
		expect(afterMainLogin('enterprise', {})).toBe('/home/company')
	})
	test('a guarded page the visitor came from wins over the home page, but never another site', () => {
		expect(afterMainLogin('private', { redirectTo: '/particular/dashboard' })).toBe('/particular/dashboard')
		expect(afterMainLogin('private', { redirectTo: '//evil.example' })).toBe('/home/private')
	})
	test('a pot id that is not a number is ignored', () => {
		expect(afterMainLogin('private', { potId: '../admin', amount: '1' })).toBe('/home/private')
	})
})

describe('login2 (docs/requirements.md#spec-1-4, docs/requirements.md#spec-3-2)', () => {
	test('with a pot id: the payment page with amount, tip and hide', () => {
		expect(afterLogin2('private', { potId: '7', amount: '1000', tip: '100', hide: 'true' })).toBe(
			'/participate/7/payment?amount=1000&tip=100&hide=true',
		)
	})
	test('without: role id 1 (company) goes to /home/company, anyone else to /home/private', () => {
		expect(afterLogin2('enterprise', {})).toBe('/home/company')
		expect(afterLogin2('private', {})).toBe('/home/private')
	})
})

describe('social sign-up and company completion', () => {
	test('social sign-up goes to the tips page with the amount, or to the private dashboard', () => {
		expect(afterSocialSignup({ potId: '3', amount: '500' })).toBe('/participate/3/tips?amount=500')
		expect(afterSocialSignup({})).toBe('/particular/dashboard')
	})
	test('a new company account is sent to the representative form with its context', () => {
		expect(representativePath(9, { potId: '4', amount: '3000' })).toBe(
			'/login/representative?company=9&id=4&amount=3000',
		)
		expect(representativePath(9, {})).toBe('/login/representative?company=9')
	})
	test('the query is read from id or jackpot', () => {
		expect(readAuthQuery(new URL('http://x/login2?jackpot=5&amount=100&tip=0'))).toMatchObject({
			potId: '5',
			amount: '100',
			tip: '0',
		})
	})
})

describe('hostile redirect targets after sign-in', () => {
	test.each(['/%09/evil.example', '/\t/evil.example', '/%5Cevil.example', '/login%0d%0aSet-Cookie:x=1'])(
		'%j falls back to the home page',
		(redirectTo) => {
			expect(afterMainLogin('private', { redirectTo })).toBe('/home/private')
			expect(afterLogin2('enterprise', { redirectTo })).toBe('/home/company')
			expect(afterSocialSignup({ redirectTo })).toBe('/particular/dashboard')
		},
	)
})

describe('staffLanding (ADR 026)', () => {
	test('an operator or a charity member lands in their space when nothing else was asked', () => {
		expect(staffLanding('/admin', {})).toBe('/admin')
		expect(staffLanding('/association-espace', { amount: '2000' })).toBe('/association-espace')
	})
	test('a pot being given to or a guarded page wins; no space, no landing', () => {
		expect(staffLanding('/admin', { potId: '12' })).toBeNull()
		expect(staffLanding('/admin', { redirectTo: '/admin/comptes' })).toBeNull()
		expect(staffLanding('/admin', { redirectTo: 'https://ailleurs.example' })).toBe('/admin')
		expect(staffLanding(null, {})).toBeNull()
	})
})
