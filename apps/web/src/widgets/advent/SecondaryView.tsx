import type { WidgetViewProps } from '../sdk/view-types.ts';
import { AdventView } from './AdventView.tsx';
import type { AdventData } from './definition.ts';

/** "Adventskalender" (Sekundarstufe): a calm 6x4 grid of numbered tiles with quiz doors. */
export function View(props: WidgetViewProps<'AdventCalendarSecondary', AdventData>) {
  return <AdventView variant="secondary" {...props} />;
}
