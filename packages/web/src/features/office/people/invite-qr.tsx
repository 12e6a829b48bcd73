import { toDataURL, toString as toSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from './people.module.css';

/** The QR on the page and in the SVG file, in CSS pixels. */
const SHOWN_SIZE = 176;
/** The PNG download: large enough to print on a flyer. */
const PNG_SIZE = 1024;
/** Quiet zone around the code, in modules (the standard asks for 4; 2 scans well on screens and paper). */
const MARGIN = 2;

interface QrFiles {
  svg: string;
  png: string;
}

/**
 * A link's QR code (issue 19 "copy and QR"), drawn in the browser by `qrcode` and offered as PNG
 * and SVG. This file is loaded only when someone opens a QR, so the library never weighs on the
 * links page's first load, nor on any public page.
 */
export const InviteQr = ({ value, fileName }: { value: string; fileName: string }) => {
  const { t } = useTranslation('people');
  const [files, setFiles] = useState<QrFiles | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([
      toSvg(value, { type: 'svg', margin: MARGIN, width: SHOWN_SIZE, errorCorrectionLevel: 'M' }),
      toDataURL(value, { type: 'image/png', margin: MARGIN, width: PNG_SIZE, errorCorrectionLevel: 'M' }),
    ]).then(
      ([svg, png]) => {
        if (current) setFiles({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) return <Alert>{t('qr.failed')}</Alert>;
  if (!files) return <Spinner label={t('qr.drawing')} />;
  return (
    <figure className={styles.qr} data-qr={value}>
      <img src={files.svg} width={SHOWN_SIZE} height={SHOWN_SIZE} alt={t('qr.alt', { url: value })} />
      <figcaption className={styles.qrLinks}>
        <a className={buttonClass('secondary')} href={files.png} download={`${fileName}.png`}>
          {t('qr.png')}
        </a>
        <a className={buttonClass('secondary')} href={files.svg} download={`${fileName}.svg`}>
          {t('qr.svg')}
        </a>
      </figcaption>
    </figure>
  );
};
