import { $api } from '../../../api/client';

/** POST /bff/v1/shop/products/{code}/referral: the partner's link to the product and its QR. */
export const useProductReferral = () => $api.useMutation('post', '/bff/v1/shop/products/{code}/referral');

/** The printable QR PDF streams from the gateway; the browser downloads it from this address. */
export const qrPdfHref = (code: string) => `/bff/v1/shop/products/${encodeURIComponent(code)}/qr.pdf`;
