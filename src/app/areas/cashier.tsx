// Cashier area: 我的钱包, deposit and its waiting pages, transfer, withdraw, cards, transaction records.
import type { ScreenLoaders } from './types';

export const cashierScreens: ScreenLoaders = {
  wallet: () =>
    import('../../screens/wallet/WalletScreen').then((m) => ({ default: m.WalletScreen })),
};
