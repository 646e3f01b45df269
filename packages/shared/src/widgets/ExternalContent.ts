import type { WidgetData } from './common.ts';

/** extraSettings of ExternalContent (catalogue section 3). */
export type ExternalContentSettings = {
  contentUrl: string;
  naturalWidth: number;
  naturalHeight: number;
  loadWithoutConfirmation: boolean;
};

/** ExternalContent: defaults per edition. */
export const externalContentWidget: WidgetData<ExternalContentSettings> = {
  defaults: () => ({
    contentUrl: '',
    naturalWidth: 0,
    naturalHeight: 0,
    loadWithoutConfirmation: false,
  }),
};
