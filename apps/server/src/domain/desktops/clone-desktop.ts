import type { AssetsRepository } from '../../plugins/app/assets.ts';
import { type CloneSource, type DesktopsRepository, isNameTaken } from '../../plugins/app/desktops.ts';
import type { Scope, Transactions } from '../../plugins/app/scope.ts';

export interface CloneServices {
  transactions: Transactions;
  desktops: DesktopsRepository;
  assetsRepository: AssetsRepository;
}

/**
 * Copies a desktop for a user in one transaction: new ids for the desktop and its widgets,
 * the same layout (ids remapped) and settings, lesson state and pupil names reset
 * (catalogue 1.2), clonedFromDesktopId set, a shared context recorded on the source (only for
 * a colleague's copy), the first free name ('Name (2)', ...) and the cloning user assigned to the
 * owner's assets the widgets link. A name taken meanwhile by a plain create retries the copy.
 * Returns the new desktop's id.
 */
export async function cloneDesktop(
  services: CloneServices,
  source: CloneSource,
  target: Scope & { name: string },
  options: { keepClassCode: boolean },
): Promise<string> {
  const { transactions, desktops, assetsRepository } = services;
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactions.run(async (trx) => {
        const clone = await desktops.writeClone(source, target, options, trx);
        await assetsRepository.assignUser(target, clone.linkedAssetIds, trx);
        return clone.id;
      });
    } catch (error) {
      if (!isNameTaken(error) || attempt >= 5) throw error;
    }
  }
}
