import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets title and meta description and restores them on unmount', () => {
    document.title = 'Vorher';
    const view = render(<Page title="Häufige Fragen" description="Antworten zu TAFINO" />);
    expect(document.title).toBe('TAFINO – Häufige Fragen');
    expect(description()).toBe('Antworten zu TAFINO');
    view.rerender(<Page title="Videos" description="Erklärvideos" />);
    expect(document.title).toBe('TAFINO – Videos');
    expect(description()).toBe('Erklärvideos');
    view.unmount();
    expect(document.title).toBe('Vorher');
    expect(description()).toBe('');
  });

  it('formats titles with the product name first', () => {
    expect(pageTitle('Anmelden')).toBe('TAFINO – Anmelden');
  });
});
