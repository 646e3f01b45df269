import { defaultExtraSettings, type EmbedCheckStatus } from '@tafino/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { ExternalContentData } from './definition.ts';
import { View } from './View.tsx';

const base = {
  widgetId: 'w1',
  size: { width: 400, height: 250 },
  edition: 'SecondaryGradeLevel' as const,
  soundEnabled: false,
  focused: false,
  locked: false,
  onRequestFocus: vi.fn(),
};
const url = 'https://learningapps.org/watch?v=abc';
const settings = {
  ...defaultExtraSettings('ExternalContent'),
  contentUrl: url,
  naturalWidth: 800,
  naturalHeight: 500,
};
const checked = (status: ExternalContentData['embedStatus'], consentGiven = false): ExternalContentData => ({
  consentGiven,
  checkedUrl: url,
  embedStatus: status,
});

function renderView(
  props: Partial<Parameters<typeof View>[0]>,
  checkEmbed = vi.fn(async (_url: string): Promise<EmbedCheckStatus> => 'embeddable'),
) {
  const onComponentDataChange = vi.fn();
  const onSettingsChange = vi.fn();
  render(
    <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, checkEmbed }}>
      <View
        {...base}
        settings={settings}
        componentData={checked('embeddable')}
        onComponentDataChange={onComponentDataChange}
        onSettingsChange={onSettingsChange}
        {...props}
      />
    </WidgetSdkProvider>,
  );
  return { onComponentDataChange, onSettingsChange, checkEmbed };
}

describe('ExternalContent view', () => {
  it('takes only src, width and height of pasted embed code', () => {
    const { onSettingsChange } = renderView({
      settings: defaultExtraSettings('ExternalContent'),
      componentData: { consentGiven: false, checkedUrl: '', embedStatus: 'unknown' },
    });
    fireEvent.change(screen.getByRole('textbox'), {
      target: { value: `<iframe src="${url}" width="800" height="500" onload="alert(1)"></iframe>` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onSettingsChange).toHaveBeenCalledWith({ contentUrl: url, naturalWidth: 800, naturalHeight: 500 });
  });

  it('shows no frame before "Laden", then a sandboxed frame of the declared size', () => {
    const { onComponentDataChange } = renderView({ componentData: checked('embeddable') });
    expect(screen.getByText('Inhalt von learningapps.org laden')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByTestId('embed-consent'));
    const update = onComponentDataChange.mock.calls[0]?.[0] as (
      d: ExternalContentData,
    ) => ExternalContentData;
    expect(update(checked('embeddable')).consentGiven).toBe(true);
  });

  it('asks the board for the declared size when embed code sets one, and not on opening', () => {
    const requestSize = vi.fn(() => true);
    const view = (next: typeof settings) => (
      <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, requestSize }}>
        <View
          {...base}
          settings={next}
          componentData={checked('embeddable')}
          onComponentDataChange={vi.fn()}
          onSettingsChange={vi.fn()}
        />
      </WidgetSdkProvider>
    );
    const { rerender } = render(view(settings));
    // A stored frame (perhaps resized by the teacher) stays as it is.
    expect(requestSize).not.toHaveBeenCalled();
    rerender(view({ ...settings, naturalWidth: 640, naturalHeight: 360 }));
    expect(requestSize).toHaveBeenCalledWith({ width: 640, height: 360 }, { undoable: true });
    // A plain URL declares nothing: the frame keeps its size.
    rerender(view({ ...settings, naturalWidth: 0, naturalHeight: 0 }));
    expect(requestSize).toHaveBeenCalledTimes(1);
  });

  it('frames the page once consent is stored', () => {
    renderView({ componentData: checked('embeddable', true) });
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(url);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect([frame?.getAttribute('width'), frame?.getAttribute('height')]).toEqual(['800', '500']);
  });

  it('puts "Neu laden" into the header while the page is framed, and reloads the page', () => {
    const shown: { label: string; onClick: () => void }[][] = [];
    const useHeaderActions = (actions: readonly { label: string; onClick: () => void }[]) => {
      shown.push([...actions]);
    };
    const view = (componentData: ExternalContentData) => (
      <WidgetSdkProvider value={{ ...DEFAULT_WIDGET_SDK, useHeaderActions }}>
        <View
          {...base}
          settings={settings}
          componentData={componentData}
          onComponentDataChange={vi.fn()}
          onSettingsChange={vi.fn()}
        />
      </WidgetSdkProvider>
    );
    const { rerender } = render(view(checked('embeddable')));
    expect(shown.at(-1)).toEqual([]);
    rerender(view(checked('embeddable', true)));
    expect(shown.at(-1)?.map((a) => a.label)).toEqual(['Neu laden']);
    // Not in the body any more.
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull();
    const before = document.querySelector('iframe');
    act(() => shown.at(-1)?.[0]?.onClick());
    expect(document.querySelector('iframe')).not.toBe(before);
  });

  it('asks the server (not the page) once for a new page and keeps its answer', async () => {
    const checkEmbed = vi.fn(async (_url: string): Promise<EmbedCheckStatus> => 'refused');
    const { onComponentDataChange } = renderView(
      { componentData: { consentGiven: false, checkedUrl: '', embedStatus: 'unknown' } },
      checkEmbed,
    );
    await act(async () => {});
    expect(checkEmbed).toHaveBeenCalledWith(url);
    const update = onComponentDataChange.mock.calls[0]?.[0] as (
      d: ExternalContentData,
    ) => ExternalContentData;
    expect(update(checked('unknown'))).toEqual(checked('refused'));
  });

  it('offers a new tab and a QR code for a page that refuses embedding', () => {
    renderView({ componentData: checked('refused', true) });
    expect(screen.getByText('Diese Seite erlaubt keine Einbettung')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    const open = screen.getByRole('link', { name: 'In neuem Tab öffnen' });
    expect([open.getAttribute('href'), open.getAttribute('target'), open.getAttribute('rel')]).toEqual([
      url,
      '_blank',
      'noopener noreferrer',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Als QR-Code zeigen' }));
    expect(screen.getByRole('img', { name: 'QR-Code für die Seite auf learningapps.org' })).toBeTruthy();
  });
});
