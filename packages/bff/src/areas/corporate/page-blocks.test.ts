import { describe, expect, it } from 'vitest';
import { toBlock, videoOf, withoutNumber } from './page-blocks.js';

describe('page blocks', () => {
  it('takes a link to a video file as a video, anything else as a link', () => {
    expect(videoOf('/media/company/film.mp4')).toEqual({ src: '/media/company/film.mp4' });
    expect(videoOf('https://cdn.example.com/a.webm?v=2')).toEqual({ src: 'https://cdn.example.com/a.webm?v=2' });
    expect(videoOf('https://www.youtube.com/watch?v=abcDEF123')).toBeNull();
    expect(videoOf('/company')).toBeNull();
    expect(videoOf(null)).toBeNull();
  });

  it('moves a video link out of `link`, so the page shows a play button and not a plain link', () => {
    const block = toBlock('film', { title: 'Film', text: null, image: null, link: '/media/film.mp4' });
    expect(block.link).toBeNull();
    expect(block.video).toEqual({ src: '/media/film.mp4' });
  });

  it('drops the CMS number from a scene title', () => {
    expect(withoutNumber('3. About the company')).toBe('About the company');
    expect(withoutNumber('Travel')).toBe('Travel');
    expect(withoutNumber(null)).toBeNull();
  });
});
