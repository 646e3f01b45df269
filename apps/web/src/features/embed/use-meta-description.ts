import { useEffect } from 'react';

/** Sets `<meta name="description">` while mounted (creating it if missing) and restores it afterwards. */
export function useMetaDescription(content: string, doc: Document = document): void {
  useEffect(() => {
    let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = doc.createElement('meta');
      meta.name = 'description';
      doc.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content, doc]);
}
