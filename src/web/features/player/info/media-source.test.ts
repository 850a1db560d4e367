// Both video-site URL forms embed the same video; everything else is shown as an image.
import { describe, expect, it } from 'vitest';
import { mediaSource } from './media-source';

describe('mediaSource', () => {
  it('embeds youtube.com/watch?v=ID and youtu.be/ID through youtube-nocookie', () => {
    const embed = { kind: 'video', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(mediaSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed);
    expect(mediaSource('https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(embed);
    expect(mediaSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(mediaSource('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual(embed);
  });

  it('shows images, GIFs and anything unrecognised as an image', () => {
    expect(mediaSource('/media/ohms-law.gif')).toEqual({ kind: 'image', url: '/media/ohms-law.gif' });
    expect(mediaSource('https://example.com/watch?v=dQw4w9WgXcQ').kind).toBe('image');
    expect(mediaSource('https://youtu.be/"><script>').kind).toBe('image');
  });
});
