import {
  type DesktopDto,
  type DocumentChange,
  MAX_EXTRA_PROPERTIES_BYTES,
  UNSAFE_URL_MESSAGE,
  unsafeUrlPaths,
  type WidgetDto,
} from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { CloneSource, LiveWriteInput } from '../../plugins/app/desktops.ts';
import type { LiveHub } from '../../plugins/app/live-hub.ts';
import type { Scope, TenantScope } from '../../plugins/app/scope.ts';
import type { Throttle, ThrottleRule } from '../../plugins/app/throttle.ts';
import { type ReleaseServices, releaseWidgetAssets } from '../widgets/release-assets.ts';
import { type CloneServices, cloneDesktop } from './clone-desktop.ts';

export interface DesktopCommandServices extends ReleaseServices, CloneServices {
  throttle: Throttle;
  /** The live channel: every write is told to the desktop's open windows. */
  live?: LiveHub;
}

/** A widget or desktop write's outcome for the route: the value, or a stale replacement (409). */
export type WriteOutcome<T> = { value: T } | { conflict: T };

const isLiveWrite = (input: { changes?: unknown; baseRevision?: unknown; opId?: unknown }) =>
  input.changes !== undefined || input.baseRevision !== undefined || input.opId !== undefined;

/** A merged document must pass the same checks as one sent whole. */
function checkMerged(value: Record<string, unknown>, member: string): void {
  if (JSON.stringify(value).length > MAX_EXTRA_PROPERTIES_BYTES)
    throw new HttpError(400, 'ValidationError', 'Die Daten sind zu groß.', undefined, [
      { message: 'Die Daten sind zu groß.', members: [member] },
    ]);
  const unsafe = unsafeUrlPaths(value);
  if (unsafe.length > 0)
    throw new HttpError(400, 'ValidationError', UNSAFE_URL_MESSAGE, undefined, [
      { message: UNSAFE_URL_MESSAGE, members: [member] },
    ]);
}

/** A user with the name a clone's asset links record. */
export type Cloner = Scope & { name: string };

/**
 * The desktop use cases that span tables or services: removing desktops and widgets lets go of
 * the files they linked, cloning copies rows and assigns assets, share-code lookups are throttled.
 * Routes validate, authorize and call one of these (or one repository method).
 */
export class DesktopCommands {
  constructor(private readonly services: DesktopCommandServices) {}

  /**
   * The widgets are gone either way; a failure to let go of their files is logged, and a later
   * removal catches up.
   */
  private async release(user: Scope, assetIds: string[], log: FastifyBaseLogger): Promise<void> {
    if (assetIds.length === 0) return;
    try {
      await releaseWidgetAssets(this.services, user, assetIds);
    } catch (err) {
      log.error({ err, assetIds }, 'linked assets not released');
    }
  }

  /** Deletes an own desktop with its widgets and lets go of their files; false when not found. */
  async deleteDesktop(user: Scope, id: string, log: FastifyBaseLogger): Promise<boolean> {
    const linked = await this.services.desktops.delete(user, id);
    if (!linked) return false;
    this.services.live?.publish({ type: 'desktop.removed', desktopId: id });
    await this.release(user, linked, log);
    return true;
  }

  /** Creates a widget; a replayed operation id answers the widget it created. */
  async createWidget(
    user: Scope,
    desktopId: string,
    input: {
      widgetId: string;
      componentName: string;
      extraProperties: Record<string, unknown>;
      opId?: string;
    },
  ): Promise<WidgetDto | 'missing' | 'exists'> {
    const { desktops } = this.services;
    const { opId, ...fields } = input;
    const result = await desktops.createWidget(user, desktopId, fields);
    if (typeof result === 'string') {
      if (result === 'exists' && (await desktops.opApplied(opId)))
        return (await desktops.getWidget(user, desktopId, input.widgetId)) ?? result;
      return result;
    }
    await desktops.recordOp(user, desktopId, opId);
    this.services.live?.publish({
      type: 'widget.created',
      desktopId,
      widget: result,
      ...(opId ? { opId } : {}),
    });
    return result;
  }

  /**
   * Changes a widget's data: replaced whole (the spec's call), or, with per-setting `changes`, merged
   * into the stored data; an operation id makes a replay harmless. A picture or sound it no longer
   * links is let go. The widget is answered as JSON text (as the database built it), so the route
   * sends it without serializing it again.
   */
  async updateWidget(
    user: Scope,
    desktopId: string,
    input: {
      widgetId: string;
      extraProperties?: Record<string, unknown> | undefined;
      changes?: DocumentChange[] | undefined;
      baseRevision?: number | undefined;
      opId?: string | undefined;
    },
    log: FastifyBaseLogger,
  ): Promise<WriteOutcome<string> | undefined> {
    const { desktops, live } = this.services;
    if (!isLiveWrite(input) && input.extraProperties) {
      const updated = await desktops.updateWidget(user, desktopId, input.widgetId, input.extraProperties);
      if (!updated) return undefined;
      live?.publish({ type: 'widget.updated', desktopId, widget: JSON.parse(updated.json) as WidgetDto });
      await this.release(user, updated.droppedAssetIds, log);
      return { value: updated.json };
    }
    const result = await desktops.writeWidget(user, desktopId, input.widgetId, liveInput(input), (merged) =>
      checkMerged(merged, 'changes'),
    );
    if (!result) return undefined;
    if (result.kind === 'conflict') return { conflict: result.value };
    if (result.kind === 'written') {
      const { opId } = input;
      const widget = JSON.parse(result.value) as WidgetDto;
      live?.publish({ type: 'widget.updated', desktopId, widget, ...(opId ? { opId } : {}) });
      await this.release(user, result.droppedAssetIds ?? [], log);
    }
    return { value: result.value };
  }

  /** Removes a widget and lets go of its files; false when not found (a replayed removal is found). */
  async removeWidget(
    user: Scope,
    desktopId: string,
    widgetId: string,
    log: FastifyBaseLogger,
    opId?: string,
  ): Promise<boolean> {
    const { desktops } = this.services;
    const linked = await desktops.removeWidget(user, desktopId, widgetId);
    if (!linked) return desktops.opApplied(opId);
    await desktops.recordOp(user, desktopId, opId);
    this.services.live?.publish({ type: 'widget.removed', desktopId, widgetId, ...(opId ? { opId } : {}) });
    await this.release(user, linked, log);
    return true;
  }

  /**
   * Changes a desktop's name, class code and extraProperties (the spec's PUT), or, with `changes`,
   * merges per-key changes of extraProperties (layout entries by widget id) into the stored ones.
   */
  async updateDesktop(
    user: Scope,
    id: string,
    input: {
      name: string;
      classCode: string;
      extraProperties?: Record<string, unknown> | null | undefined;
      changes?: DocumentChange[] | undefined;
      baseRevision?: number | undefined;
      opId?: string | undefined;
    },
  ): Promise<WriteOutcome<DesktopDto> | 'name-taken' | undefined> {
    const { desktops, live } = this.services;
    let result: WriteOutcome<DesktopDto> | 'name-taken' | undefined;
    if (!isLiveWrite(input)) {
      const updated = await desktops.update(user, id, {
        name: input.name,
        classCode: input.classCode,
        ...(input.extraProperties !== undefined ? { extraProperties: input.extraProperties } : {}),
      });
      result = updated === undefined || updated === 'name-taken' ? updated : { value: updated };
      if (result && result !== 'name-taken')
        live?.publish({ type: 'desktop.updated', desktopId: id, desktop: result.value });
      return result;
    }
    const written = await desktops.writeDesktop(
      user,
      id,
      { ...liveInput(input), name: input.name, classCode: input.classCode },
      (merged) => checkMerged(merged, 'changes'),
    );
    if (written === undefined || written === 'name-taken') return written;
    if (written.kind === 'conflict') return { conflict: written.value };
    if (written.kind === 'written') {
      const { opId } = input;
      live?.publish({
        type: 'desktop.updated',
        desktopId: id,
        desktop: written.value,
        ...(opId ? { opId } : {}),
      });
    }
    return { value: written.value };
  }

  private async clone(source: CloneSource, user: Cloner, keepClassCode: boolean): Promise<DesktopDto> {
    const id = await cloneDesktop(this.services, source, user, { keepClassCode });
    return (await this.services.desktops.get(user, id))!;
  }

  /** Copies one of the user's own desktops (class code kept); undefined when not found. */
  async cloneOwn(user: Cloner, sourceId: string): Promise<DesktopDto | undefined> {
    const source = await this.services.desktops.findOwnSource(user, sourceId);
    return source ? this.clone(source, user, true) : undefined;
  }

  /** Finds a share code's desktop in the tenant, counting failures against the throttle rules. */
  private async byShareCode<T>(
    rules: ThrottleRule[],
    find: () => Promise<T | undefined>,
  ): Promise<T | 'limited' | 'not-found'> {
    const { throttle } = this.services;
    if (await throttle.isLimited(rules)) return 'limited';
    const found = await find();
    if (found === undefined) {
      await throttle.count(rules.map((r) => r.key));
      return 'not-found';
    }
    return found;
  }

  /** Copies a colleague's shared desktop of the same tenant (class code not kept). */
  async cloneByShareCode(
    user: Cloner,
    code: string,
    rules: ThrottleRule[],
  ): Promise<DesktopDto | 'limited' | 'not-found'> {
    const source = await this.byShareCode(rules, () => this.services.desktops.findByShareCode(user, code));
    return typeof source === 'string' ? source : this.clone(source, user, false);
  }

  /** A shared desktop as prepared for embedding (no lesson state, no pupil names). */
  readShared(
    tenant: TenantScope,
    code: string,
    rules: ThrottleRule[],
  ): Promise<{ desktop: DesktopDto; widgets: WidgetDto[] } | 'limited' | 'not-found'> {
    return this.byShareCode(rules, () => this.services.desktops.readOnlyByShareCode(tenant, code));
  }
}

function liveInput(input: {
  extraProperties?: Record<string, unknown> | null | undefined;
  changes?: DocumentChange[] | undefined;
  baseRevision?: number | undefined;
  opId?: string | undefined;
}): LiveWriteInput {
  return {
    ...(input.extraProperties !== undefined ? { extraProperties: input.extraProperties } : {}),
    ...(input.changes !== undefined ? { changes: input.changes } : {}),
    ...(input.baseRevision !== undefined ? { baseRevision: input.baseRevision } : {}),
    ...(input.opId !== undefined ? { opId: input.opId } : {}),
  };
}
