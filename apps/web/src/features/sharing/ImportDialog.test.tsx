import type { DesktopDto } from '@tafino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { desktopKeys } from '../desktops/queries.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { desktopFixture, fakeFetch } from './test-fixtures.ts';

const CLONE = '/api/platform/desktops/clone-by-share-code';
const NOT_FOUND = 'Zu diesem Code wurde keine geteilte Tafel gefunden. Bitte prüfen Sie die Eingabe.';

function setup(routes: Parameters<typeof fakeFetch>[0], initialCode?: string) {
  const server = fakeFetch(routes);
  configureApi({ fetch: server.fetch, getAccessToken: () => 'token' });
  const client = new QueryClient();
  client.setQueryData<DesktopDto[]>(desktopKeys.list, [desktopFixture({ id: 'own', name: 'Mathe 3b' })]);
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ImportDialog
          open
          onImported={onImported}
          onClose={onClose}
          {...(initialCode ? { initialCode } : {})}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('Code') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Übernehmen' });
  return { server, client, onImported, onClose, input, submit };
}

describe('ImportDialog', () => {
  let errorLog: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errorLog.mockRestore();
  });

  it('shows the title, explains the copy and upper-cases what is typed', () => {
    const { input } = setup({});
    expect(screen.getByRole('dialog', { name: 'Tafel per Code übernehmen' })).toBeTruthy();
    expect(screen.getByText(/das Original bleibt unverändert/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abcd-efgh' } });
    expect(input.value).toBe('ABCD-EFGH');
  });

  it('checks the form before calling the server', async () => {
    const { input, submit, server } = setup({});
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie einen Code ein.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'abcd-efg0' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Codes enthalten kein O, 0, I, 1 oder L. Bitte prüfen Sie die Eingabe.',
    );
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ein Code besteht aus 8 Buchstaben und Ziffern, zum Beispiel ABCD-EFGH.',
    );
    expect(server.calls).toHaveLength(0);
  });

  it('copies by the normalized code, renames on a name clash and reports the new desktop', async () => {
    const clone = desktopFixture({
      id: 'new',
      name: 'Mathe 3b',
      clonedFromDesktopId: 'foreign',
      classCode: '',
    });
    const { input, submit, server, onImported, client } = setup({
      [`POST ${CLONE}/ABCDEFGH`]: () => [200, clone],
      'PUT /api/platform/desktops/new': (call) => [200, { ...clone, ...(call.body as object) }],
      'GET /api/platform/desktops/by-user': () => [200, { items: [] }],
    });
    fireEvent.change(input, { target: { value: ' abcd - efgh ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: `${CLONE}/ABCDEFGH` });
    expect(server.calls[1]).toMatchObject({
      method: 'PUT',
      body: { name: 'Mathe 3b (Kopie)', classCode: '' },
    });
    expect(onImported.mock.calls[0]?.[0]).toMatchObject({ id: 'new', name: 'Mathe 3b (Kopie)' });
    expect(client.getQueryData<DesktopDto[]>(desktopKeys.list)?.map((d) => d.name)).toEqual([
      'Mathe 3b',
      'Mathe 3b (Kopie)',
    ]);
  });

  it('starts with a code from a link', () => {
    const { input } = setup({}, 'wxyz2345');
    expect(input.value).toBe('WXYZ-2345');
  });

  it("shows the server's German message and logs 'Cannot clone Desktop'", async () => {
    const { input, submit, onImported } = setup({
      [`POST ${CLONE}/ABCDEFGH`]: () => [404, { error: { message: NOT_FOUND } }],
    });
    fireEvent.change(input, { target: { value: 'ABCD-EFGH' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);
    expect(errorLog).toHaveBeenCalledWith('Cannot clone Desktop', expect.anything());
    expect(onImported).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the throttle message (429)', async () => {
    const { input, submit } = setup({
      [`POST ${CLONE}/ABCDEFGH`]: () => [
        429,
        { error: { message: 'Zu viele ungültige Codes. Bitte warten Sie einige Minuten.' } },
      ],
    });
    fireEvent.change(input, { target: { value: 'ABCDEFGH' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele ungültige Codes. Bitte warten Sie einige Minuten.',
    );
  });
});
