/** The company's name as printed in the logo. A brand name: never translated. */
export const BRAND_NAME = 'Greenfront';
