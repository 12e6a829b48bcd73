import { siteOrigin } from '../content/site-table.js';
import { forbidden, notFound } from '../errors.js';
import type { AreaHandlers, Caller } from '../handler.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { buildPdf, pdfRect, pdfText } from './pdf.js';
import { qrMatrix, qrSvg } from './qr-code.js';

type ReferralIds = 'productReferralCode' | 'productQrPdf' | 'qrImage';

const productOf = (state: SandboxState, code: string): CatalogProduct => {
  const product = catalog(state).byCode(code);
  if (!product) throw notFound('Product');
  return product;
};

/** Only partners and employees have a referral code (a client cannot invite: spec 1 §3 ref info). */
const referrer = (caller: Caller | null) => {
  const user = caller!.user;
  if (user.role === 'client') throw forbidden('Only partners have a referral code', 'no_referral_code');
  return user;
};

/** The product page on the site, carrying the partner's code as /auth/ref-info/?ref= reads it. */
const referralLink = (state: SandboxState, product: CatalogProduct, site: string, number: string): string =>
  `${siteOrigin(site)}/shop/brands/${catalog(state).brand(product.brandId).path}/${product.code}?ref=${number}`;

/** A4 page with the product name, code and link over a QR of 25 modules of 12 pt. */
const qrPdf = (product: CatalogProduct, link: string): Buffer => {
  const module = 12;
  const left = (595 - 25 * module) / 2;
  const top = 620;
  const modules = qrMatrix(link).flatMap((cols, row) =>
    cols.flatMap((on, col) => (on ? [pdfRect(left + col * module, top - (row + 1) * module, module, module)] : [])),
  );
  return buildPdf({
    width: 595,
    height: 842,
    operators: [
      pdfText(60, 760, 22, product.name),
      pdfText(60, 730, 14, `Product code: ${product.code}`),
      '0 g',
      ...modules,
      pdfText(60, 280, 10, link),
      pdfText(60, 260, 10, 'Scan the code to open the product with your partner code.'),
    ],
  });
};

export const referralHandlers: AreaHandlers<ReferralIds> = {
  productReferralCode: ({ body, caller, site, state }) => {
    const user = referrer(caller);
    const link = referralLink(state, productOf(state, body.code), site, user.number);
    return { product_referral_link: link, qr_body_base_64: Buffer.from(qrSvg(link)).toString('base64') };
  },

  productQrPdf: ({ params, caller, site, state }) => {
    const user = referrer(caller);
    const product = productOf(state, params.code);
    return {
      filename: `product-${product.code}-qr.pdf`,
      contentType: 'application/pdf',
      data: qrPdf(product, referralLink(state, product, site, user.number)),
    };
  },

  // The /product/{code} shortcut route of spec 1 §2: no partner code, anyone may print it; a scan
  // counts as a print-catalogue click (dc=print, spec 1 §3 click type 3).
  qrImage: ({ params, site, state }) => {
    const product = productOf(state, params.code);
    return {
      filename: `${product.code}.svg`,
      contentType: 'image/svg+xml',
      data: qrSvg(`${siteOrigin(site)}/product/${product.code}?dc=print`),
    };
  },
};
