/** One period chart's height in CSS pixels: the canvas and the placeholder shown while it loads. */
export const PERIOD_CHART_HEIGHT = 180;
