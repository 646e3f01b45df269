import { CardView, type CardViewProps } from '../cards/CardView.tsx';
import type { CardData } from '../cards/define-card.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';

/** TimeTableMetacom: the TimeTable card (catalogue 3.2) with large symbols of the active pack (catalogue 3.9). */
export function View(props: WidgetViewProps<'TimeTableMetacom', CardData>) {
  return <CardView {...(props as unknown as CardViewProps)} kind="TimeTableMetacom" />;
}
