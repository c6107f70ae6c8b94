// Pure rules of spec sections 5 and 9 with their messages: no React, MobX or fetch here.
export * from './messages.ts';
export * from './messageCatalogues.ts';
export * from './validators.ts';
export * from './odds.ts';
export * from './money.ts';
export * from './match.ts';
export { roundHalfAway, toNumber } from './number.ts';
export { isWebUrl, venueFrameSandbox } from './links.ts';
// src/domain/parlay.ts (串关 maths) is imported from its own file: only the slip, its lazy parts
// and the records use it, so it stays out of every route's first script.
// src/domain/capital.ts (amounts in Chinese capital numerals) likewise: only the cashier uses it.
