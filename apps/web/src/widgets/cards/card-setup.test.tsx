import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakableLabel } from './card-setup.tsx';

const html = (text: string) => render(<span>{breakableLabel(text)}</span>).container.innerHTML;

describe('breakableLabel', () => {
  it('offers a line break between the parts of a long compound, not inside them', () => {
    expect(html('Partnerarbeit')).toBe('<span>Partner<wbr>arbeit</span>');
    expect(html('Lerntempoduett')).toBe('<span>Lerntempo<wbr>duett</span>');
    expect(html('Ich – Du – Stuhlkreis')).toBe('<span>Ich – Du – Stuhl<wbr>kreis</span>');
  });

  it('leaves short words and words without a known last part as they are', () => {
    expect(html('Arbeit')).toBe('<span>Arbeit</span>');
    expect(html('Mathematik')).toBe('<span>Mathematik</span>');
    expect(html('Bastelarbeit und Pause')).toBe('<span>Bastel<wbr>arbeit und Pause</span>');
  });
});
