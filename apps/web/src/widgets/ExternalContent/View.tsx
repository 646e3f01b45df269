import { embedFrameSize, parseEmbedInput } from '@tafino/shared';
import { useEffect, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { QrCode } from '../sdk/ui/QrCode.tsx';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { ExternalContentData } from './definition.ts';
import { EmbedInput, settingsFromEmbed } from './EmbedInput.tsx';
import '../sdk/ui/widget-ui.css';
import './external-content.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'ExternalContent', ExternalContentData>;

// Drawn like the board's header icons (16 px, currentColor), no emoji font needed.
const RELOAD_ICON = (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
  </svg>
);

/**
 * "Webinhalt": a web page in a sandboxed frame. Nothing is requested from the page's site before the
 * teacher taps "Laden" on the placeholder naming its domain (unless "Ohne Nachfrage laden" is on); the
 * server's check whether the page allows framing runs when the page is chosen.
 */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: Props) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const source = settings.contentUrl ? parseEmbedInput(settings.contentUrl) : null;
  const url = source?.url ?? '';
  // In the read-only embed a viewer's tap loads the page for that viewer only.
  const [consentHere, setConsentHere] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [showQr, setShowQr] = useState(false);
  const checked = componentData.checkedUrl === url && componentData.embedStatus !== 'unknown';
  const { checkEmbed, requestSize } = sdk;
  const consented = settings.loadWithoutConfirmation || componentData.consentGiven || consentHere;
  const framed = source !== null && consented && !(checked && componentData.embedStatus === 'refused');
  // Catalogue 3.4: "Neu laden" is in the header while the page is framed.
  sdk.useHeaderActions(
    framed
      ? [
          {
            key: 'reload',
            label: t('widgets.ExternalContent.reload'),
            icon: RELOAD_ICON,
            onClick: () => setReloads((n) => n + 1),
          },
        ]
      : [],
  );

  // Catalogue 1.3: the frame takes the size the content declares (else the default container it was
  // placed with). Asked when the declared size changes, so a frame the teacher resized later stays.
  const declaredKey = `${settings.naturalWidth}x${settings.naturalHeight}`;
  const lastDeclared = useRef(declaredKey);
  useEffect(() => {
    if (readOnly || lastDeclared.current === declaredKey) return;
    lastDeclared.current = declaredKey;
    if (settings.naturalWidth > 0 && settings.naturalHeight > 0)
      requestSize(embedFrameSize(settings.naturalWidth, settings.naturalHeight), { undoable: true });
  }, [readOnly, declaredKey, settings.naturalWidth, settings.naturalHeight, requestSize]);

  useEffect(() => {
    if (readOnly || url === '' || checked) return;
    let current = true;
    checkEmbed(url).then((status) => {
      if (current) onComponentDataChange((d) => ({ ...d, checkedUrl: url, embedStatus: status }));
    });
    return () => {
      current = false;
    };
  }, [readOnly, url, checked, checkEmbed, onComponentDataChange]);

  if (!source) {
    return (
      <div className="embed w-fill embed--empty">
        {!readOnly && <EmbedInput onApply={(s) => onSettingsChange(settingsFromEmbed(s))} />}
      </div>
    );
  }

  if (checked && componentData.embedStatus === 'refused') {
    return (
      <div className="embed w-fill embed--refused" data-state="refused">
        {showQr ? (
          <div className="embed-qr">
            <QrCode
              value={url}
              size={Math.max(80, Math.min(size.width, size.height) - 70)}
              label={t('widgets.ExternalContent.refused.qrLabel', { domain: source.domain })}
            />
            <button type="button" className="w-btn w-btn--secondary" onClick={() => setShowQr(false)}>
              {t('widgets.ExternalContent.refused.back')}
            </button>
          </div>
        ) : (
          <div className="embed-refused">
            <p className="embed-refused__title">{t('widgets.ExternalContent.refused.title')}</p>
            <div className="embed-refused__actions">
              <a className="w-btn" href={url} target="_blank" rel="noopener noreferrer">
                {t('widgets.ExternalContent.refused.open')}
              </a>
              <button type="button" className="w-btn w-btn--secondary" onClick={() => setShowQr(true)}>
                {t('widgets.ExternalContent.refused.qr')}
              </button>
            </div>
          </div>
        )}
      </div>
    );
  }

  if (!consented) {
    return (
      <div className="embed w-fill embed--consent" data-state="consent">
        <button
          type="button"
          className="w-consent embed-consent"
          data-testid="embed-consent"
          onClick={() =>
            readOnly ? setConsentHere(true) : onComponentDataChange((d) => ({ ...d, consentGiven: true }))
          }
        >
          <span className="embed-consent__question">
            {t('widgets.ExternalContent.consent.question', { domain: source.domain })}
          </span>
          <span className="embed-consent__hint">{t('widgets.ExternalContent.consent.hint')}</span>
          <span className="w-btn embed-consent__action">{t('widgets.ExternalContent.consent.load')}</span>
        </button>
      </div>
    );
  }

  const declared = settings.naturalWidth > 0 && settings.naturalHeight > 0;
  const natural = embedFrameSize(settings.naturalWidth, settings.naturalHeight);
  // A declared size keeps its proportions and is scaled to the widget; otherwise the page fills it.
  const scale = declared ? Math.min(size.width / natural.width, size.height / natural.height) || 1 : 1;
  return (
    <div className="embed w-fill embed--frame" data-state="frame">
      <div
        className="embed-frame"
        style={
          declared
            ? { width: natural.width * scale, height: natural.height * scale }
            : { width: '100%', height: '100%' }
        }
      >
        <iframe
          key={reloads}
          className="embed-frame__page"
          src={url}
          title={t('widgets.ExternalContent.frameTitle', { domain: source.domain })}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          {...(declared
            ? {
                width: natural.width,
                height: natural.height,
                style: { width: natural.width, height: natural.height, transform: `scale(${scale})` },
              }
            : {})}
        />
      </div>
    </div>
  );
}
