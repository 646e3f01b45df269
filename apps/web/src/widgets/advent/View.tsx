import type { WidgetViewProps } from '../sdk/view-types.ts';
import { AdventView } from './AdventView.tsx';
import type { AdventData } from './definition.ts';

/** "Adventskalender" (Grundschule): the winter scene with doors of different sizes, shuffled. */
export function View(props: WidgetViewProps<'AdventCalendar', AdventData>) {
  return <AdventView variant="primary" {...props} />;
}
