import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of HtmlEditor (catalogue section 3). */
export type HtmlEditorSettings = {
  htmlContent: string;
  backgroundColor: ColorToken;
};

/** HtmlEditor: defaults per edition. */
export const htmlEditorWidget: WidgetData<HtmlEditorSettings> = {
  defaults: () => ({ htmlContent: '', backgroundColor: 'white' }),
};
