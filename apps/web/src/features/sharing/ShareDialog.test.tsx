import type { DesktopDto } from '@tafino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { qrPath } from '../../widgets/sdk/ui/QrCode.tsx';
import { desktopKeys } from '../desktops/queries.ts';
import { useNotifications } from '../notifications/store.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { desktopFixture, fakeFetch } from './test-fixtures.ts';

const SET = 'PATCH /api/platform/desktops/d1/set-share-code';
const LIST = 'GET /api/platform/desktops/by-user';
const ORIGIN = 'https://tafino.example';

function setup(desktop: DesktopDto, routes: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(routes);
  configureApi({ fetch: server.fetch, getAccessToken: () => 'token' });
  const client = new QueryClient();
  client.setQueryData<DesktopDto[]>(desktopKeys.list, [desktop]);
  const onClose = vi.fn();
  const view = () => (
    <QueryClientProvider client={client}>
      <ShareDialog
        open
        desktop={client.getQueryData<DesktopDto[]>(desktopKeys.list)?.[0]}
        onClose={onClose}
        origin={ORIGIN}
      />
    </QueryClientProvider>
  );
  const result = render(view());
  return { server, client, onClose, rerender: () => result.rerender(view()) };
}

const codeText = () => document.querySelector('.share__code [aria-hidden="true"]')?.textContent;

describe('ShareDialog', () => {
  let errorLog: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotifications.setState({ items: [] });
  });
  afterEach(() => {
    errorLog.mockRestore();
  });

  it('opening publishes nothing: it explains what a code allows and creates one only on "Teilen starten"', async () => {
    const { server, client } = setup(desktopFixture(), {
      [SET]: () => [200, desktopFixture({ cloneShareActionCode: 'ABCDEFGH' })],
    });
    expect(screen.getByRole('dialog', { name: '„Mathe 3b“ teilen' })).toBeTruthy();
    expect(screen.getByText(/eine eigene Kopie dieser Tafel übernehmen/)).toBeTruthy();
    expect(screen.getByText(/ohne Anmeldung ansehen \(nur ansehen/)).toBeTruthy();
    expect(screen.getByText(/ohne Namen von Schülerinnen und Schülern/)).toBeTruthy();
    expect(screen.getByText(/Ihre Tafel bleibt unverändert/)).toBeTruthy();
    expect(screen.getByText(/wird zurzeit nicht geteilt/)).toBeTruthy();
    // give a would-be automatic call every chance to happen
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);
    expect(codeText()).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Teilen beenden' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Teilen starten' }));
    await waitFor(() => expect(codeText()).toBe('ABCD-EFGH'));
    expect(server.calls).toEqual([
      { method: 'PATCH', path: '/api/platform/desktops/d1/set-share-code', body: {} },
    ]);
    expect(client.getQueryData<DesktopDto[]>(desktopKeys.list)?.[0]?.cloneShareActionCode).toBe('ABCDEFGH');
    expect(screen.getByText(/Diese Tafel wird geteilt/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teilen beenden' })).toBeTruthy();

    const importUrl = `${ORIGIN}/desktops?importCode=ABCDEFGH`;
    expect((screen.getByLabelText('Link zum Übernehmen') as HTMLInputElement).value).toBe(importUrl);
    expect((screen.getByLabelText('Als Einbettung (nur ansehen)') as HTMLInputElement).value).toBe(
      `${ORIGIN}/iframe?code=ABCDEFGH`,
    );
    const qr = await screen.findByRole('img', { name: 'QR-Code mit dem Link zum Übernehmen dieser Tafel' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(importUrl)?.d);
    expect(screen.getByText('Bisher wurde noch keine Kopie übernommen.')).toBeTruthy();
  });

  it('closing without "Teilen starten" creates no code', async () => {
    const { server, onClose } = setup(desktopFixture(), {
      [SET]: () => [200, desktopFixture({ cloneShareActionCode: 'ABCDEFGH' })],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(onClose).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);
  });

  it('shows an existing code without creating one, with the number of copies', async () => {
    const shared = desktopFixture({
      cloneShareActionCode: 'WXYZ2345',
      sharedContexts: [
        { ownerUserMail: 'a@example.org', sharedWithDesktopId: 'c1' },
        { ownerUserMail: 'a@example.org', sharedWithDesktopId: 'c2' },
      ],
    });
    const { server } = setup(shared, { [LIST]: () => [200, { items: [shared] }] });
    expect(codeText()).toBe('WXYZ-2345');
    expect(screen.getByText('Bisher wurden 2 Kopien übernommen.')).toBeTruthy();
    await waitFor(() => expect(server.calls.map((c) => c.method)).toEqual(['GET']));
  });

  it("copies the code and confirms 'Code kopiert'", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(desktopFixture({ cloneShareActionCode: 'ABCDEFGH' }), { [LIST]: () => [200, { items: [] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Code kopieren' }));
    await waitFor(() => expect(screen.getByText('Code kopiert')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH');
  });

  it('asks to copy by hand when the clipboard is not available', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    setup(desktopFixture({ cloneShareActionCode: 'ABCDEFGH' }), { [LIST]: () => [200, { items: [] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Code kopieren' }));
    await waitFor(() => expect(screen.getByText(/Kopieren war nicht möglich/)).toBeTruthy());
  });

  it('renews the code', async () => {
    setup(desktopFixture({ cloneShareActionCode: 'ABCDEFGH' }), {
      [LIST]: () => [200, { items: [] }],
      [SET]: () => [200, desktopFixture({ cloneShareActionCode: 'KMNPQRST' })],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Code erstellen' }));
    await waitFor(() => expect(codeText()).toBe('KMNP-QRST'));
    expect(screen.getByText('Neuer Code erstellt.')).toBeTruthy();
  });

  it('ends sharing with one tap on "Teilen beenden" at the top; "Teilen starten" shares again', async () => {
    let next: string | null = null;
    const { server } = setup(desktopFixture({ cloneShareActionCode: 'ABCDEFGH' }), {
      [LIST]: () => [200, { items: [] }],
      [SET]: () => [200, desktopFixture({ cloneShareActionCode: next })],
    });
    const stop = screen.getByRole('button', { name: 'Teilen beenden' });
    // before the code, the links and the QR code in the dialog
    expect(
      stop.compareDocumentPosition(document.querySelector('.share__code')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(stop);
    await waitFor(() => expect(screen.getByText(/wird nicht mehr geteilt/)).toBeTruthy());
    expect(server.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/platform/desktops/d1/set-share-code',
      body: { cloneShareActionCode: null },
    });
    expect(codeText()).toBeUndefined();
    expect(useNotifications.getState().items.map((n) => n.text)).toEqual(['Teilen von „Mathe 3b“ beendet.']);
    next = 'KMNPQRST';
    fireEvent.click(screen.getByRole('button', { name: 'Teilen starten' }));
    await waitFor(() => expect(codeText()).toBe('KMNP-QRST'));
  });

  it("shows a clear message when the code cannot be created and logs 'Cannot share clone Desktop'", async () => {
    let fail = true;
    setup(desktopFixture(), {
      [SET]: () =>
        fail
          ? [500, { error: { message: 'Ein unerwarteter Fehler ist aufgetreten' } }]
          : [200, desktopFixture({ cloneShareActionCode: 'ABCDEFGH' })],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Teilen starten' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Der Code konnte nicht erstellt werden. Ein unerwarteter Fehler ist aufgetreten',
    );
    expect(errorLog).toHaveBeenCalledWith('Cannot share clone Desktop', expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(codeText()).toBe('ABCD-EFGH'));
  });
});
