import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import { QrCode, qrPath, qrPngBlob } from '../sdk/ui/QrCode.tsx';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import './qr-code.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'QrCode', NoComponentData>;

/** Characters of the content shown under the code before it is shortened with '…'. */
const SHOWN_CHARACTERS = 60;

/** The content as shown under the code: one line, shortened. */
export function shortenedContent(content: string, max = SHOWN_CHARACTERS): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Saves the code as a PNG through a download link (nothing leaves the browser). */
async function savePng(content: string, level: Props['settings']['errorCorrectionLevel']) {
  const blob = await qrPngBlob(content, level);
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'qr-code.png';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * A URL or text as a QR code, generated in the browser, black on white with the quiet zone. A tap
 * opens focus ('Vergrößern') for scanning from the back row; there 'Als Bild speichern' saves a PNG.
 */
export function View({ settings, size, focused, readOnly = false, onRequestFocus }: Props) {
  const { t } = useTranslation();
  const content = settings.qrContent;
  const level = settings.errorCorrectionLevel;
  if (content.trim() === '') {
    return (
      <div className="qr-widget w-fill">
        <EmptyState title={t('widgets.QrCode.empty')} hint={t('widgets.QrCode.emptyHint')} dashed />
      </div>
    );
  }
  if (!qrPath(content, level)) {
    return (
      <div className="qr-widget w-fill">
        <EmptyState title={t('widgets.QrCode.tooLong')} hint={t('widgets.QrCode.tooLongHint')} status />
      </div>
    );
  }
  const shown = shortenedContent(content);
  const textSize = Math.max(16, Math.min(40, size.height * 0.1));
  const label = t('widgets.QrCode.label', { content: shown });
  return (
    <div className="qr-widget w-fill">
      <div className="qr-widget__area">
        <button
          type="button"
          className="qr-widget__code"
          onClick={focused ? undefined : onRequestFocus}
          aria-label={focused ? label : t('widgets.QrCode.openFocus', { content: shown })}
          data-testid="qr-code"
        >
          <QrCode value={content} level={level} label={label} size="100%" className="qr-widget__svg" />
        </button>
      </div>
      {settings.showContentText && (
        <p className="qr-widget__text" style={{ fontSize: textSize }} title={content}>
          {shown}
        </p>
      )}
      {focused && !readOnly && (
        <div className="w-actions">
          <WidgetButton secondary onClick={() => void savePng(content, level)}>
            {t('widgets.QrCode.savePng')}
          </WidgetButton>
        </div>
      )}
    </div>
  );
}
