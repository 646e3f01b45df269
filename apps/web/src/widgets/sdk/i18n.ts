/** Translation for widgets: `const { t } = useTranslation()` with the app's catalogue (keys `widgets.<type>.…`). */
export { type TFunction, type TOptions, useTranslation } from '../../i18n/index.ts';
