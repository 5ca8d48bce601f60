import { describe, expect, test } from 'vitest'
import { parseVideoUrl } from './video.ts'

describe('parseVideoUrl', () => {
	test.each([
		['https://www.youtube.com/watch?v=aB3xK9mQ2tL', 'aB3xK9mQ2tL'],
		['https://youtube.com/watch?v=aB3xK9mQ2tL&t=42s', 'aB3xK9mQ2tL'],
		['https://m.youtube.com/watch?v=aB3xK9mQ2tL', 'aB3xK9mQ2tL'],
		['https://youtu.be/aB3xK9mQ2tL?si=x', 'aB3xK9mQ2tL'],
		['https://www.youtube.com/embed/aB3xK9mQ2tL', 'aB3xK9mQ2tL'],
		['https://www.youtube-nocookie.com/embed/aB3xK9mQ2tL', 'aB3xK9mQ2tL'],
		['https://www.youtube.com/shorts/aB3xK9mQ2tL', 'aB3xK9mQ2tL'],
	])('YouTube %s', (url, id) => {
		expect(parseVideoUrl(url)).toEqual({
			provider: 'youtube',
			providerName: 'YouTube',
			id,
			embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
			watchUrl: `https://www.youtube.com/watch?v=${id}`,
		})
	})

	test.each([
		['https://vimeo.com/915260374', '915260374'],
		['https://www.vimeo.com/915260374', '915260374'],
		['https://player.vimeo.com/video/915260374?h=abc', '915260374'],
		['https://vimeo.com/channels/staffpicks/915260374', '915260374'],
	])('Vimeo %s', (url, id) => {
		expect(parseVideoUrl(url)).toMatchObject({
			provider: 'vimeo',
			id,
			embedUrl: `https://player.vimeo.com/video/${id}`,
			watchUrl: `https://vimeo.com/${id}`,
		})
	})

	test.each([
		['https://www.dailymotion.com/video/x8p4m2r', 'x8p4m2r'],
		['https://dailymotion.com/video/x8p4m2r_un-titre', 'x8p4m2r'],
		['https://www.dailymotion.com/embed/video/x8p4m2r', 'x8p4m2r'],
		['https://dai.ly/x8p4m2r', 'x8p4m2r'],
	])('Dailymotion %s', (url, id) => {
		expect(parseVideoUrl(url)).toMatchObject({
			provider: 'dailymotion',
			id,
			embedUrl: `https://www.dailymotion.com/embed/video/${id}`,
			watchUrl: `https://www.dailymotion.com/video/${id}`,
		})
	})

	test.each([
		null,
		undefined,
		'',
		'pas une adresse',
		'javascript:alert(1)',
		'ftp://youtube.com/watch?v=aB3xK9mQ2tL',
		'https://www.youtube.com/watch?v=trop-court',
		'https://www.youtube.com/watch?v=aB3xK9mQ2tL"><script>',
		'https://evil.example/youtube.com/watch?v=aB3xK9mQ2tL',
		'https://youtube.com.evil.example/watch?v=aB3xK9mQ2tL',
		'https://vimeo.com/about',
		'https://www.dailymotion.com/user/x8p4m2r',
		'https://player.vimeo.com/video/abc',
	])('rejects %s', (url) => {
		expect(parseVideoUrl(url)).toBeNull()
	})
})
