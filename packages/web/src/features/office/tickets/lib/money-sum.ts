/** Adds prices exactly (GUIDE.md "money is exact"): in whole minor units, never as binary floats. */
export const sumPrices = (prices: readonly number[], fractionDigits = 2): number => {
  const scale = 10 ** fractionDigits;
  return prices.reduce((total, price) => total + Math.round(price * scale), 0) / scale;
};
