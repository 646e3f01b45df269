/** A shared desktop as GET by-share-code returns it: a note and a timer with their layout entries. */
import type { DesktopDto, WidgetDto } from '@tafino/shared';
import { multiLineTextDefinition } from '../../widgets/MultiLineText/definition.ts';
import type { AnyWidgetDefinition } from '../../widgets/sdk/define.ts';
import { newWidgetData, toStoredExtraProperties } from '../../widgets/sdk/stored.ts';
import { timerDefinition } from '../../widgets/Timer/definition.ts';
import { createLayoutEntry, toLayoutMeta } from '../board/layout/layout.ts';

const CONTAINER = { width: 1280, height: 720 };
const TIME = '2025-09-10T08:00:00Z';

function widget(
  id: string,
  definition: AnyWidgetDefinition,
  settings: Record<string, unknown> = {},
): WidgetDto {
  const data = newWidgetData(definition, 'PrimaryGradeLevel');
  return {
    id,
    desktopId: 'd1',
    componentName: definition.type,
    extraProperties: {
      ...toStoredExtraProperties(definition, { ...data, settings: { ...data.settings, ...settings } }),
    },
    creationTime: TIME,
    lastModificationTime: TIME,
  };
}

export function sharedDesktopFixture(noteText = 'Hallo Klasse 3b'): {
  desktop: DesktopDto;
  widgets: WidgetDto[];
} {
  const layout = [
    createLayoutEntry('w-note', multiLineTextDefinition, 'PrimaryGradeLevel', { x: 2, y: 3 }, CONTAINER),
    createLayoutEntry('w-timer', timerDefinition, 'PrimaryGradeLevel', { x: 40, y: 3 }, CONTAINER),
  ];
  return {
    desktop: {
      id: 'd1',
      name: 'Mathe 3b',
      classCode: '',
      clonedFromDesktopId: null,
      sharedContexts: [],
      shareContext: null,
      cloneShareActionCode: null,
      extraProperties: { desktopLayoutMeta: toLayoutMeta(layout, CONTAINER) },
      creationTime: TIME,
      lastModificationTime: TIME,
    },
    widgets: [
      widget('w-note', multiLineTextDefinition, { multiLineText: noteText }),
      widget('w-timer', timerDefinition),
    ],
  };
}

/** happy-dom lays nothing out: give elements a size so widget views render. */
export function fakeElementSize(width = 300, height = 240): () => void {
  const proto = HTMLElement.prototype;
  const previous = {
    w: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    h: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
  };
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    if (previous.w) Object.defineProperty(proto, 'clientWidth', previous.w);
    if (previous.h) Object.defineProperty(proto, 'clientHeight', previous.h);
  };
}
