import type { galleryLicensesSchema } from '@tafino/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/index.ts';
import { api } from '../../../lib/api.ts';
import licenses from '../generated/licenses.json';
import { usePageMeta } from '../use-page-meta.ts';

type GalleryLicenses = z.infer<typeof galleryLicensesSchema>;

interface LibraryLicense {
  name: string;
  version: string;
  license: string | null;
  author: string | null;
  repository: string | null;
}

const LIBRARIES: readonly LibraryLicense[] = licenses.packages;

function GalleryLicenses() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['files', 'assets', 'licenses'],
    queryFn: () => api.get<GalleryLicenses>('/api/files/assets/licenses', { progress: false }),
    staleTime: 60 * 60_000,
  });
  if (query.isPending) return <p role="status">{t('public.copyrights.galleryLoading')}</p>;
  if (query.isError) return <p role="alert">{t('public.copyrights.galleryError')}</p>;
  if (query.data.items.length === 0) return <p>{t('public.copyrights.galleryEmpty')}</p>;
  return (
    <>
      <p>{t('public.copyrights.galleryText')}</p>
      <ul className="site-licenses__gallery" data-testid="gallery-licenses">
        {query.data.items.map((group) => (
          <li key={`${group.license}|${group.author}`}>
            <h3>{t('public.copyrights.galleryGroup', { license: group.license, author: group.author })}</h3>
            <p>
              {t('public.copyrights.galleryCount', {
                count: group.count,
                folders: group.folders.join(', '),
              })}
            </p>
            {group.items.length > 0 ? (
              <details>
                <summary>{t('public.copyrights.galleryItems')}</summary>
                <ul className="site-licenses__items">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      {item.title} ({item.folderTitle})
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /copyrights: own work, the gallery's licences (from the API) and every library the web app ships. */
export function CopyrightsPage() {
  const { t } = useTranslation();
  usePageMeta(t('public.copyrights.metaTitle'), t('public.copyrights.metaDescription'));
  return (
    <div className="site-page site-licenses">
      <section className="site-hero">
        <h1>{t('public.copyrights.title')}</h1>
        <p className="site-hero__lead">{t('public.copyrights.lead')}</p>
      </section>

      <section className="site-section" aria-labelledby="copyrights-own">
        <h2 id="copyrights-own">{t('public.copyrights.ownTitle')}</h2>
        <p>{t('public.copyrights.ownText')}</p>
        <p>{t('public.copyrights.fontsText')}</p>
      </section>

      <section className="site-section" aria-labelledby="copyrights-symbols">
        <h2 id="copyrights-symbols">{t('public.copyrights.symbolsTitle')}</h2>
        <p>{t('public.copyrights.symbolsText')}</p>
        <p lang="en" data-testid="symbols-attribution">
          {t('public.copyrights.symbolsAttribution')}
        </p>
        <p>{t('public.copyrights.symbolsOwnText')}</p>
      </section>

      <section className="site-section" aria-labelledby="copyrights-gallery">
        <h2 id="copyrights-gallery">{t('public.copyrights.galleryTitle')}</h2>
        <GalleryLicenses />
      </section>

      <section className="site-section" aria-labelledby="copyrights-libraries">
        <h2 id="copyrights-libraries">{t('public.copyrights.librariesTitle')}</h2>
        <p>{t('public.copyrights.librariesText', { count: LIBRARIES.length })}</p>
        <div className="site-table-wrap">
          <table className="site-table" data-testid="library-licenses">
            <thead>
              <tr>
                <th scope="col">{t('public.copyrights.columns.name')}</th>
                <th scope="col">{t('public.copyrights.columns.version')}</th>
                <th scope="col">{t('public.copyrights.columns.license')}</th>
                <th scope="col">{t('public.copyrights.columns.author')}</th>
              </tr>
            </thead>
            <tbody>
              {LIBRARIES.map((library) => (
                <tr key={`${library.name}@${library.version}`}>
                  <th scope="row">
                    {library.repository ? <a href={library.repository}>{library.name}</a> : library.name}
                  </th>
                  <td>{library.version}</td>
                  <td>{library.license ?? t('public.copyrights.unknownLicense')}</td>
                  <td>{library.author ?? t('public.copyrights.unknownLicense')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
