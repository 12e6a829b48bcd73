/**
 * Below this viewport width a page view counts as mobile: the layouts' own tablet breakpoint
 * (48rem, `min-width: 48rem` in the styles), so the class follows the layout the visitor saw.
 */
const MOBILE_VIEWPORT = '(max-width: 47.99rem)';

export type DeviceClass = 'mobile' | 'desktop';

export const deviceClass = (): DeviceClass => (window.matchMedia(MOBILE_VIEWPORT).matches ? 'mobile' : 'desktop');
