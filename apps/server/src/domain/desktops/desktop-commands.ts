import type { DesktopDto, WidgetDto } from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CloneSource } from '../../plugins/app/desktops.ts';
import type { Scope, TenantScope } from '../../plugins/app/scope.ts';
import type { Throttle, ThrottleRule } from '../../plugins/app/throttle.ts';
import { type ReleaseServices, releaseWidgetAssets } from '../widgets/release-assets.ts';
import { type CloneServices, cloneDesktop } from './clone-desktop.ts';

export interface DesktopCommandServices extends ReleaseServices, CloneServices {
  throttle: Throttle;
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
    await this.release(user, linked, log);
    return true;
  }

  createWidget(
    user: Scope,
    desktopId: string,
    input: { widgetId: string; componentName: string; extraProperties: Record<string, unknown> },
  ): Promise<WidgetDto | 'missing' | 'exists'> {
    return this.services.desktops.createWidget(user, desktopId, input);
  }

  /** Replaces a widget's data; a picture or sound it no longer links is let go. */
  async updateWidget(
    user: Scope,
    desktopId: string,
    input: { widgetId: string; extraProperties: Record<string, unknown> },
    log: FastifyBaseLogger,
  ): Promise<WidgetDto | undefined> {
    const updated = await this.services.desktops.updateWidget(
      user,
      desktopId,
      input.widgetId,
      input.extraProperties,
    );
    if (!updated) return undefined;
    await this.release(user, updated.droppedAssetIds, log);
    return updated.widget;
  }

  /** Removes a widget and lets go of its files; false when not found. */
  async removeWidget(
    user: Scope,
    desktopId: string,
    widgetId: string,
    log: FastifyBaseLogger,
  ): Promise<boolean> {
    const linked = await this.services.desktops.removeWidget(user, desktopId, widgetId);
    if (!linked) return false;
    await this.release(user, linked, log);
    return true;
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
