import { useEffect } from 'react';
import { i18n } from '../../i18n/index.ts';

/** Sets the document title to '<title> | TAFINO' (or the app title alone) while mounted. */
export function useDocumentTitle(title?: string, { prefix = '' }: { prefix?: string } = {}) {
  useEffect(() => {
    const appTitle = i18n.t('common.documentTitle');
    const previous = document.title;
    document.title = title ? `${prefix}${title} | ${i18n.t('common.appName')}` : appTitle;
    return () => {
      document.title = previous;
    };
  }, [title, prefix]);
}
