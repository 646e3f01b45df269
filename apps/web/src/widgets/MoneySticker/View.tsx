import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { StickerData } from '../sticker-kit/fields.ts';
import { StickerView } from '../sticker-kit/StickerView.tsx';

/** The shared sticker view (widgets/sticker-kit), opening the gallery at this type's folder. */
export function View(props: WidgetViewProps<'MoneySticker', StickerData>) {
  return <StickerView type="MoneySticker" {...props} />;
}
