import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_ATTACHMENT_UPLOAD } from '@gf/contracts/rules/upload-rules';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FileUpload } from './file-upload';

/** The Russian common text, read as the app's loader would get it. */
const ru = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/ru/common.json'), 'utf8'));

const render = async (error?: string) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'ru',
    resources: { ru: { common: ru } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FileUpload use="mail-attachment" label="Вложение" onUploaded={() => {}} error={error} />
    </I18nextProvider>,
  );
};

describe('FileUpload', () => {
  it("labels the picker, offers the use's types and says its limit in the page's language", async () => {
    const html = await render();
    const id = /<label[^>]* for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toContain('type="file"');
    expect(html).toContain(
      `accept="${[...MAIL_ATTACHMENT_UPLOAD.extensions, ...MAIL_ATTACHMENT_UPLOAD.types].join(',')}"`,
    );
    const size = new Intl.NumberFormat('ru', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
      MAIL_ATTACHMENT_UPLOAD.maxBytes / (1024 * 1024),
    );
    expect(html).toContain(`Допустимые форматы: PDF, JPG, JPEG, PNG, DOC, DOCX, XLS, XLSX; до ${size}`);
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('role="alert"');
  });

  it("shows a field error from the form's call under the picker and ties it to it", async () => {
    const html = await render('Вложение не найдено');
    const id = /<label[^>]* for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/role="alert"[^>]*>Вложение не найдено</);
  });
});
