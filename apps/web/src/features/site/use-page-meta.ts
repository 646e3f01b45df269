import { useEffect } from 'react';

const APP_NAME = 'TAFINO';

function descriptionTag(doc: Document): HTMLMetaElement {
  let tag = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = 'description';
    doc.head.append(tag);
  }
  return tag;
}

/** Formats a public page's document title: 'TAFINO – <title>'. */
export function pageTitle(title: string): string {
  return `${APP_NAME} – ${title}`;
}

/**
 * Sets the document title ('TAFINO – <title>') and the meta description while the page is mounted;
 * restores the previous values when it unmounts (the signed-in shell has its own titles).
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag(document);
    const previousTitle = document.title;
    const previousDescription = tag.content;
    document.title = pageTitle(title);
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
