// An info card's picture or video: video-site links embed (privacy-enhanced player, lazy-loaded),
// everything else is shown as an image or GIF.
import styles from './info-screen.module.css';
import { mediaSource } from './media-source';

export function InfoMedia({ url, title }: { url: string; title: string }) {
  const source = mediaSource(url);
  if (source.kind === 'video') {
    return (
      <div className={styles.video}>
        <iframe
          src={source.embedUrl}
          title={`Video: ${title}`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return <img className={styles.image} src={source.url} alt={title} loading="lazy" />;
}
