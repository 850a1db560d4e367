// Sets the page's title, description and keywords while a screen is shown (for search engines
// and shared links) and puts the previous values back when it leaves.
import { useEffect } from 'react';

interface DocumentMeta {
  title: string;
  description: string;
  keywords: string;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

export function useDocumentMeta({ title, description, keywords }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    const descriptionTag = metaTag('description');
    const keywordsTag = metaTag('keywords');
    const previous = [descriptionTag.content, keywordsTag.content];
    document.title = title;
    descriptionTag.content = description;
    keywordsTag.content = keywords;
    return () => {
      document.title = previousTitle;
      [descriptionTag.content, keywordsTag.content] = previous;
    };
  }, [title, description, keywords]);
}
