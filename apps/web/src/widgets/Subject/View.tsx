import { CardView, type CardViewProps } from '../cards/CardView.tsx';
import type { CardData } from '../cards/define-card.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';

/** Subject: the shared card (catalogue 1.5) with its own catalogue and additions (catalogue 3.2). */
export function View(props: WidgetViewProps<'Subject', CardData>) {
  return <CardView {...(props as unknown as CardViewProps)} kind="Subject" />;
}
