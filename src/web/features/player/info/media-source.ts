// What an info card's media is (docs/product.md "Numbers": "Info videos embed from the two video-site URL forms;
// other content is shown as an image"): youtube.com/watch?v=ID and youtu.be/ID become a privacy-
// friendly youtube-nocookie embed; anything else is an image or GIF.

export type MediaSource = { kind: 'video'; embedUrl: string } | { kind: 'image'; url: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function mediaSource(url: string): MediaSource {
  const id = videoId(url);
  if (id) return { kind: 'video', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  return { kind: 'image', url };
}

function videoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  return id && VIDEO_ID.test(id) ? id : null;
}
