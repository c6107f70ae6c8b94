// Cashier area: 我的钱包, deposit and its waiting pages, transfer, withdraw, cards, transaction records.
import type { ScreenLoaders } from './types';

const depositWait = () => import('../../screens/cashier/DepositWait/DepositWait');
const cards = () => import('../../screens/cashier/Cards/Cards');

export const cashierScreens: ScreenLoaders = {
  wallet: () =>
    import('../../screens/wallet/WalletScreen').then((m) => ({ default: m.WalletScreen })),
  saveMoney: () => import('../../screens/cashier/SaveMoney/SaveMoney'),
  rechargeWait: depositWait,
  transferWait: depositWait,
  virtualWait: depositWait,
  huiwangWait: depositWait,
  xnbskWait: depositWait,
  transferMoney: () => import('../../screens/cashier/TransferMoney/TransferMoney'),
  takeMoney: () => import('../../screens/cashier/TakeMoney/TakeMoney'),
  addBankCard: cards,
  virtualCoinCard: cards,
  alipayManage: cards,
  accountManage: () => import('../../screens/cashier/Cards/AccountManage'),
  transRecord: () => import('../../screens/cashier/TransRecord/TransRecord'),
};
