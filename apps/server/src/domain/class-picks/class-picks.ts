import { createHash } from 'node:crypto';
import type { ClassKey, ClassPicksRepository } from '../../plugins/app/class-picks.ts';
import type { Scope } from '../../plugins/app/scope.ts';

/**
 * A picked name as stored: a digest bound to the teacher, the edition and the class, so the
 * table holds no names and the same name of another class or teacher gives another digest.
 * Names compare as the class list shows them (trimmed, Unicode NFC); a name that leaves the
 * class list simply matches nothing any more, and one added later starts as not picked.
 */
export function pickDigest(scope: Scope, key: ClassKey, name: string): string {
  return createHash('sha256')
    .update(
      [
        'tafino-class-pick',
        scope.tenantId,
        scope.userId,
        key.edition,
        key.classCode,
        name.trim().normalize('NFC'),
      ].join('\u0000'),
    )
    .digest('base64url');
}

/** The pick memory of a teacher's class ("Namen ziehen", "Glücksrad"): fair across lessons. */
export class ClassPickCommands {
  constructor(private readonly repository: ClassPicksRepository) {}

  /** The given names (of the class list the caller shows) that were already picked, in their order. */
  async lookup(scope: Scope, key: ClassKey, names: readonly string[]): Promise<string[]> {
    const stored = new Set(await this.repository.picked(scope, key));
    if (stored.size === 0) return [];
    return names.filter((name) => stored.has(pickDigest(scope, key, name)));
  }

  /** Records names as picked and takes others back. */
  async change(
    scope: Scope,
    key: ClassKey,
    add: readonly string[],
    remove: readonly string[],
  ): Promise<void> {
    const digest = (name: string) => pickDigest(scope, key, name);
    await this.repository.change(scope, key, [...new Set(add.map(digest))], [...new Set(remove.map(digest))]);
  }

  /** "Neue Runde": every name of the class is open again. */
  clear(scope: Scope, key: ClassKey): Promise<void> {
    return this.repository.clear(scope, key);
  }
}
