import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, I18nextProvider, i18n, useTranslation } from './index.ts';

function Label({ renders }: { renders: { count: number } }) {
  const { t } = useTranslation();
  renders.count += 1;
  return <p>{t('later.label', { name: 'Ada' })}</p>;
}

describe('useTranslation', () => {
  it('re-renders when an area is merged later', () => {
    const translator = createTranslator('de-DE', { common: { ok: 'OK' } });
    const renders = { count: 0 };
    render(
      <I18nextProvider i18n={translator}>
        <Label renders={renders} />
      </I18nextProvider>,
    );
    expect(screen.getByText('later.label')).toBeTruthy();
    const before = renders.count;
    act(() => translator.addResources({ later: { label: 'Hallo {{name}}' } }));
    expect(screen.getByText('Hallo Ada')).toBeTruthy();
    expect(renders.count).toBe(before + 1);
  });

  it('gives the app translator without a provider, with a stable t', () => {
    const seen: unknown[] = [];
    function Probe() {
      const { t, i18n: translator } = useTranslation();
      seen.push(t, translator);
      return <p>{t('errors.toHome')}</p>;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(screen.getByText('Zur Startseite')).toBeTruthy();
    expect(seen).toEqual([i18n.t, i18n, i18n.t, i18n]);
  });
});
