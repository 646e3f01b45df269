import type { AssetsRepository } from '../../plugins/app/assets.ts';
import type { DesktopsRepository } from '../../plugins/app/desktops.ts';
import type { Scope } from '../../plugins/app/scope.ts';
import type { AssetService } from '../assets/asset-service.ts';

export interface ReleaseServices {
  desktops: DesktopsRepository;
  assetsRepository: AssetsRepository;
  assets: AssetService;
}

/**
 * After widgets were removed (one widget, or a whole desktop): lets go of the user assets
 * they linked. An asset another widget of the same user still links stays. Otherwise a user
 * who is not the owner (a clone) is unassigned from it; the owner's asset is deleted unless
 * colleagues' clones still use it, in which case it stays until the last of them lets go
 * (so deleting a source desktop never breaks a clone). An owner deleting the asset itself
 * always deletes it; clones then show the widget's "file no longer available" placeholder.
 */
export async function releaseWidgetAssets(
  services: ReleaseServices,
  user: Scope,
  assetIds: readonly string[],
): Promise<void> {
  const { desktops, assetsRepository, assets } = services;
  for (const assetId of assetIds) {
    if (await desktops.linksAsset(user, assetId)) continue;
    const asset = await assetsRepository.getInTenant(user, assetId);
    if (!asset) continue;
    if (asset.ownerId !== user.userId) {
      await assetsRepository.unassignUser(user, assetId);
      continue;
    }
    if (!(await assetsRepository.hasOtherUsers(assetId, user.userId))) await assets.delete(user, assetId);
  }
}
