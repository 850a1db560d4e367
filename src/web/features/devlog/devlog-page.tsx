// Devlog (/devlog): its own header (clickable wordmark, Devlog button), title 'Devlog', subtitle
// 'Latest updates and improvements', and the bundled markdown rendered by react-markdown, which
// never renders raw HTML. Sets title, description and keywords for search.
import Markdown from 'react-markdown';
import { Newspaper } from 'lucide-react';
import { Wordmark } from '../../components/wordmark';
import { ButtonLink } from '../../components/button';
import { useDocumentMeta } from './document-meta';
import devlogText from '../../content/devlog.md?raw';
import styles from './devlog.module.css';

export default function DevlogPage() {
  useDocumentMeta({
    title: 'Devlog — ohmlet',
    description: 'Latest updates and improvements to ohmlet, the circuit-building way to learn electronics.',
    keywords: 'ohmlet, devlog, changelog, electronics, circuits, learning, updates',
  });
  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <div className={styles.topInner}>
          <Wordmark />
          <ButtonLink to="/devlog" variant="ghost" icon={<Newspaper aria-hidden="true" />}>
            Devlog
          </ButtonLink>
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.hero}>
          <h1 className={styles.title}>Devlog</h1>
          <p className={styles.subtitle}>Latest updates and improvements</p>
        </div>
        <article className={styles.body}>
          <Markdown skipHtml>{devlogText}</Markdown>
        </article>
      </main>
    </div>
  );
}
