import type { Migration } from 'kysely';
import * as m0001 from './0001-core.ts';
import * as m0002 from './0002-identity.ts';
import * as m0003 from './0003-assets.ts';
import * as m0004 from './0004-desktop-names-and-takes.ts';
import * as m0005 from './0005-class-picks.ts';
import * as m0006 from './0006-symbol-packs.ts';
import * as m0007 from './0007-layouts.ts';
import * as m0008 from './0008-menus.ts';
import * as m0009 from './0009-versions.ts';
import * as m0010 from './0010-data-dictionary.ts';
import * as m0011 from './0011-files.ts';
import * as m0012 from './0012-revisions.ts';
import * as m0013 from './0013-document-changes.ts';

/** Every migration, in order. Add new ones at the end; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-identity': m0002,
  '0003-assets': m0003,
  '0004-desktop-names-and-takes': m0004,
  '0005-class-picks': m0005,
  '0006-symbol-packs': m0006,
  '0007-layouts': m0007,
  '0008-menus': m0008,
  '0009-versions': m0009,
  '0010-data-dictionary': m0010,
  '0011-files': m0011,
  '0012-revisions': m0012,
  '0013-document-changes': m0013,
};
