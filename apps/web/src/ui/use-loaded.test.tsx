import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadable, useLoaded } from './use-loaded.ts';

function Probe({ source }: { source: ReturnType<typeof loadable<string>> }) {
  const value = useLoaded(source);
  return <p>{value ?? 'lädt'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Fehler</p> : this.props.children;
  }
}

describe('loadable and useLoaded', () => {
  it('shows the placeholder, then the loaded value; loads once', async () => {
    const load = vi.fn(async () => 'Tafel');
    const source = loadable(load);
    render(<Probe source={source} />);
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(await screen.findByText('Tafel')).toBeTruthy();
    render(<Probe source={source} />);
    expect(screen.getAllByText('Tafel')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.value).toBe('Tafel');
  });

  it('renders at once when the value is already there', async () => {
    const source = loadable(async () => 'Tafel');
    await source.load();
    render(<Probe source={source} />);
    expect(screen.getByText('Tafel')).toBeTruthy();
  });

  it('hands a failed load to the error boundary and loads again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const source = loadable(async () => {
      attempt++;
      if (attempt === 1) throw new Error('offline');
      return 'Tafel';
    });
    render(
      <Boundary>
        <Probe source={source} />
      </Boundary>,
    );
    expect(await screen.findByText('Fehler')).toBeTruthy();
    render(<Probe source={source} />);
    expect(await screen.findByText('Tafel')).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
