import { type EffectiveEdition, ProductEdition } from '@tafino/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { TrialSection } from '../TrialSection.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { widgetCount, widgetGroups } from '../widget-catalogue.ts';

const HIGHLIGHTS = {
  primary: ['rituals', 'math', 'structure', 'chance'],
  secondary: ['time', 'math', 'methods', 'topics'],
} as const;

type Variant = keyof typeof HIGHLIGHTS;

const EDITION: Record<Variant, EffectiveEdition> = {
  primary: ProductEdition.PrimaryGradeLevel,
  secondary: ProductEdition.SecondaryGradeLevel,
};

function EditionPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const edition = EDITION[variant];
  const other: Variant = variant === 'primary' ? 'secondary' : 'primary';
  const name = t(`public.edition.${variant}.name`);
  const otherName = t(`public.edition.${other}.name`);
  usePageMeta(t(`public.edition.${variant}.metaTitle`), t(`public.edition.${variant}.metaDescription`));
  const groups = widgetGroups(edition);

  return (
    <div className={`site-page site-edition site-edition--${variant}`}>
      <section className="site-hero">
        <h1>{t(`public.edition.${variant}.title`)}</h1>
        <p className="site-hero__lead">{t(`public.edition.${variant}.lead`)}</p>
      </section>

      <section className="site-section" aria-labelledby="edition-highlights">
        <h2 id="edition-highlights">{t('public.edition.highlightsTitle')}</h2>
        <ul className="site-checklist">
          {HIGHLIGHTS[variant].map((key) => (
            <li key={key}>{t(`public.edition.${variant}.highlights.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section className="site-section" aria-labelledby="edition-widgets">
        <h2 id="edition-widgets">{t('public.edition.widgetsTitle', { edition: name })}</h2>
        <p>{t('public.edition.widgetsText', { edition: name, count: widgetCount(edition) })}</p>
        <div className="site-widget-groups" data-testid="edition-widgets">
          {groups.map((group) => {
            const id = `edition-category-${group.category.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <section key={group.category} className="site-widget-group" aria-labelledby={id}>
                <h3 id={id}>{t(`public.edition.categories.${group.category}`)}</h3>
                <ul>
                  {group.widgets.map((widget) => (
                    <li key={widget.key}>{widget.name}</li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </section>

      <TrialSection
        text={t(variant === 'primary' ? 'public.trial.textPrimary' : 'public.trial.textSecondary')}
      />

      <p className="site-edition__other">
        <Link to={other === 'primary' ? '/grundschule' : '/sekundarstufe'}>
          {t('public.edition.otherEdition', { edition: otherName })}
        </Link>
      </p>
    </div>
  );
}

/** /grundschule: the primary edition with all of its widgets and its registration link. */
export function PrimaryEditionPage() {
  return <EditionPage variant="primary" />;
}

/** /sekundarstufe: the secondary edition with all of its widgets and its registration link. */
export function SecondaryEditionPage() {
  return <EditionPage variant="secondary" />;
}
