// Virtual-coin deposits (issue 40): how many coins a player sends for an order in yuan. The
// server prices the order at its rate (yuan per coin) and the waiting page shows the result, so
// the maths lives here once (server/handlers/funds.ts paymentPay).
//
//   coins = order amount / rate, rounded UP to the coin's cent (0.01 USDT)
//
// Rounding up means the coins sent always cover the order (never a cent short), and the amount is
// the smallest one that does.

/** A rate (yuan per coin) as whole ten-thousandths (7.2 -> 72000); 0 when not a positive rate. */
export function rateUnits(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? Math.round(rate * 10_000) : 0;
}

/**
 * The coin amount, in coin cents, for an order of `fen` (yuan cents) at `rate` yuan a coin:
 * the smallest whole number of coin cents whose value covers the order. 0 for no order or no rate.
 */
export function coinCents(fen: number, rate: number): number {
  const units = rateUnits(rate);
  if (!(fen > 0) || units === 0) return 0;
  // coinCents x rate >= fen  <=>  coinCents x units >= fen x 10,000
  return Math.ceil((Math.round(fen) * 10_000) / units);
}

/** The coin amount as it is sent and shown: 2 decimals, no thousands separator (69.45). */
export function coinAmountText(fen: number, rate: number): string {
  const c = coinCents(fen, rate);
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}
