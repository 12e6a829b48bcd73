/**
 * Where a browser reaches the sandbox's provider pages: the sandbox itself (`npm start` runs it on
 * 127.0.0.1:SANDBOX_PORT); SANDBOX_PUBLIC_URL overrides it when the sandbox sits behind another host.
 */
export const providerPageUrl = (provider: string, orderId: number, paymentId: string): string => {
  const base = process.env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;
  return `${base}/provider/${provider.split('/')[0]}/${orderId}?payment_id=${encodeURIComponent(paymentId)}`;
};
