import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { fetchClassList } from './queries.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchClassList', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  afterEach(() => fetch.mockReset());

  it("asks for the class's list of the edition and returns its names", async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    fetch.mockResolvedValueOnce(json(200, { names: ['Ada', 'Ben'], text: 'Ada\nBen\nBen', assetId: 'a1' }));
    expect(await fetchClassList('SecondaryGradeLevel', '7a/b')).toEqual({
      names: ['Ada', 'Ben'],
      text: 'Ada\nBen\nBen',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/files/pupil-names/7a%2Fb?productEdition=SecondaryGradeLevel',
    );
  });

  it('gives an empty list for a class without one (404)', async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    fetch.mockResolvedValueOnce(
      json(404, { error: { code: 'NotFound', message: 'Die Klassenliste wurde nicht gefunden.' } }),
    );
    expect(await fetchClassList('PrimaryGradeLevel', '3b')).toEqual({ names: [], text: '' });
  });

  it('reports any other failure', async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    fetch.mockResolvedValueOnce(json(500, { error: { code: 'Internal', message: 'Fehler' } }));
    await expect(fetchClassList('PrimaryGradeLevel', '3b')).rejects.toMatchObject({ status: 500 });
  });
});
