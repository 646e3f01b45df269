import type { AssetUsageDto } from '@tafino/shared';
import type { AssetsRepository } from '../../plugins/app/assets.ts';
import type { DesktopsRepository } from '../../plugins/app/desktops.ts';
import type { Scope } from '../../plugins/app/scope.ts';

export interface AssetUsageServices {
  assets: AssetsRepository;
  desktops: DesktopsRepository;
}

/**
 * Where the owner's files are used ("Meine Dateien"): the widgets on the owner's desktops that
 * link each file, the colleagues whose clones are assigned to it, and the share of the upload
 * limit the files take. Only files with a use are listed.
 */
export async function assetUsage(
  services: AssetUsageServices,
  owner: Scope,
  limitMb: number,
): Promise<AssetUsageDto> {
  const [usedBytes, widgets, colleagues, own] = await Promise.all([
    services.assets.usedBytes(owner),
    services.desktops.widgetLinks(owner),
    services.assets.colleaguesOf(owner),
    services.assets.list(owner, { skip: 0, take: 100_000 }),
  ]);
  const ownIds = new Set(own.items.map((a) => a.id));
  const byAsset = new Map<string, AssetUsageDto['items'][number]>();
  const entry = (assetId: string) => {
    let item = byAsset.get(assetId);
    if (!item) {
      item = { assetId, widgets: [], colleagues: [] };
      byAsset.set(assetId, item);
    }
    return item;
  };
  for (const { assetIds, ...widget } of widgets) {
    for (const assetId of assetIds) if (ownIds.has(assetId)) entry(assetId).widgets.push(widget);
  }
  for (const { assetId, userName } of colleagues) entry(assetId).colleagues.push(userName);
  return { usedBytes, limitBytes: limitMb * 1_000_000, limitMb, items: [...byAsset.values()] };
}
