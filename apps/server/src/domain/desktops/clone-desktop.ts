import type { AssetsRepository } from '../../plugins/app/assets.ts';
import type { CloneSource, DesktopsRepository } from '../../plugins/app/desktops.ts';
import type { Scope, Transactions } from '../../plugins/app/scope.ts';

export interface CloneServices {
  transactions: Transactions;
  desktops: DesktopsRepository;
  assetsRepository: AssetsRepository;
}

/**
 * Copies a desktop for a user in one transaction: new ids for the desktop and its widgets,
 * the same layout (ids remapped) and settings, lesson state and pupil names reset
 * (catalogue 1.2), clonedFromDesktopId set, a shared context recorded on the source, and
 * the cloning user assigned to the owner's assets the widgets link.
 * Returns the new desktop's id.
 */
export async function cloneDesktop(
  services: CloneServices,
  source: CloneSource,
  target: Scope & { name: string },
  options: { keepClassCode: boolean },
): Promise<string> {
  const { transactions, desktops, assetsRepository } = services;
  return transactions.run(async (trx) => {
    const clone = await desktops.writeClone(source, target, options, trx);
    await assetsRepository.assignUser(target, clone.linkedAssetIds, trx);
    return clone.id;
  });
}
