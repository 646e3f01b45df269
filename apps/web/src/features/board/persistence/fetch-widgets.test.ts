import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let answerList: (items: unknown[]) => void = () => {};

vi.mock('./http-board-api.ts', () => ({
  httpBoardApi: {
    listWidgets: vi.fn(() => {
      calls.push('widgets');
      return new Promise((resolve) => {
        answerList = resolve;
      });
    }),
  },
}));
vi.mock('../chrome/view-cache.ts', () => ({ preloadViews: vi.fn(async () => undefined) }));
vi.mock('../../../lib/api.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/api.ts')>()),
  api: {
    get: vi.fn(async (path: string) => {
      calls.push(path);
      return path.endsWith('/active') ? { pack: null } : { items: [] };
    }),
  },
}));

const { fetchBoardWidgets } = await import('./fetch-widgets.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

afterEach(() => {
  calls.length = 0;
  queryClient.clear();
});

describe('fetchBoardWidgets', () => {
  it('asks for the symbol pack and the data dictionary once the widget list is in, not beside it', async () => {
    const list = fetchBoardWidgets('d-1');
    await Promise.resolve();
    expect(calls).toEqual(['widgets']);
    answerList([]);
    await expect(list).resolves.toEqual([]);
    await vi.waitFor(() =>
      expect(calls).toEqual(['widgets', '/api/symbol-packs/active', '/api/platform/datas/all']),
    );
  });

  it('asks each only once while its answer is fresh', async () => {
    const first = fetchBoardWidgets('d-1');
    answerList([]);
    await first;
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    const second = fetchBoardWidgets('d-2');
    answerList([]);
    await second;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['widgets', '/api/symbol-packs/active', '/api/platform/datas/all', 'widgets']);
  });
});
