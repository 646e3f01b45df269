import { pupilNamesAssetSlug } from '@tafino/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { useProgress } from '../progress/progress.ts';
import { fetchClassList } from './queries.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const listing = (...slugs: string[]) =>
  json(200, {
    totalCount: slugs.length,
    items: slugs.map((slug, i) => ({ id: `a${i}`, slug, mimeType: 'text/plain' })),
  });

describe('fetchClassList', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  afterEach(() => fetch.mockReset());

  it("asks for the class's list of the edition and returns its names", async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    const slug = pupilNamesAssetSlug('SecondaryGradeLevel', '7a/b');
    fetch.mockResolvedValueOnce(listing(`${slug}2`, slug));
    fetch.mockResolvedValueOnce(json(200, { names: ['Ada', 'Ben'], text: 'Ada\nBen\nBen', assetId: 'a1' }));
    expect(await fetchClassList('SecondaryGradeLevel', '7a/b')).toEqual({
      names: ['Ada', 'Ben'],
      text: 'Ada\nBen\nBen',
      linked: true,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `/api/files/userAssets?Filter=${encodeURIComponent(slug)}&MaxResultCount=50`,
    );
    expect(String(fetch.mock.calls[1]?.[0])).toBe(
      '/api/files/pupil-names/7a%2Fb?productEdition=SecondaryGradeLevel',
    );
  });

  it('a class without a list is not linked: no request for the list, nothing failed', async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    const failed: boolean[] = [];
    const unsubscribe = useProgress.subscribe((state) => {
      failed.push(state.failed);
    });
    // Only a similar class's list is stored.
    fetch.mockResolvedValueOnce(listing(`${pupilNamesAssetSlug('PrimaryGradeLevel', '3b')}x`));
    expect(await fetchClassList('PrimaryGradeLevel', '3b')).toEqual({ names: [], text: '', linked: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/files\/userAssets\?/);
    unsubscribe();
    expect(failed.includes(true)).toBe(false);
  });

  it('a list removed in between (404) counts as none', async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    fetch.mockResolvedValueOnce(listing(pupilNamesAssetSlug('PrimaryGradeLevel', '3b')));
    fetch.mockResolvedValueOnce(
      json(404, { error: { code: 'NotFound', message: 'Die Klassenliste wurde nicht gefunden.' } }),
    );
    expect(await fetchClassList('PrimaryGradeLevel', '3b')).toEqual({ names: [], text: '', linked: false });
  });

  it('reports any other failure', async () => {
    configureApi({ fetch, getAccessToken: () => 'token' });
    fetch.mockResolvedValueOnce(listing(pupilNamesAssetSlug('PrimaryGradeLevel', '3b')));
    fetch.mockResolvedValueOnce(json(500, { error: { code: 'Internal', message: 'Fehler' } }));
    await expect(fetchClassList('PrimaryGradeLevel', '3b')).rejects.toMatchObject({ status: 500 });
  });
});
