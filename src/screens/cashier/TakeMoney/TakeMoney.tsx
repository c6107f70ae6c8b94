// 取款 (/mine/takemoney): withdraw info (withdrawable, locked, turnover still required, today's
// count, limits and fees, and why it is blocked), the destination (bank card, Alipay, virtual-coin
// address), the amount, the withdraw password (set, change with the old one, or reset by phone or
// e-mail), submit with an idempotency key, then the order and its status. A wrong password answers
// with the server's message; a locked one says until when and holds the submit button until then.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { PasswordInput } from '../../../components/PasswordInput/PasswordInput';
import { Tabs } from '../../../components/Tabs/Tabs';
import { decimalAmount } from '../../../components/shared/filters';
import { formatCny, LIMITS, validateWithdrawPassword } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useSessionStore } from '../../../stores';
import type { PayoutAccount, PayoutKind } from '../../../stores/cashier/CashierStore';
import { checkAmount, maskNumber } from '../../../stores/cashier/rules';
import {
  AmountCapital,
  amountMessage,
  Choice,
  Choices,
  Details,
  missingStep,
  Muted,
  Notice,
  Num,
  Page,
  Panel,
  percent,
  Row,
  useCashier,
  useCashierTexts,
  useServerMessage,
  TabsWrap,
} from '../parts';
import { PasswordDialog, type PasswordMode } from './PasswordDialog';

const KINDS: readonly PayoutKind[] = ['bank', 'alipay', 'usdt'];
const ADD_PATH: Record<PayoutKind, string> = {
  bank: '/mine/addBankCard',
  alipay: '/mine/alipayManage',
  usdt: '/mine/virtualCoinCard',
};

export const TakeMoneyScreen = observer(function TakeMoneyScreen() {
  const cashier = useCashier();
  const session = useSessionStore();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const [kind, setKind] = useState<PayoutKind>('bank');
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<PasswordMode | null>(null);

  useEffect(() => {
    // the USDT info only once withdrawing is possible: a missing step is said once, by
    // withdrawInfo with its way to the step, not a second time by a 6449 dialog over it
    void cashier.withdrawInfo.load().then(() => {
      if (cashier.withdrawInfo.status === 'ready') void cashier.usdtInfo.load();
    });
    void cashier.withdrawCfg.load();
  }, [cashier]);
  // back to this page from another tab or window: the balances as they are now
  useEffect(() => {
    const onFocus = () => void cashier.refreshMoney();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [cashier]);

  const info = cashier.withdrawInfo.data;
  const cfg = cashier.withdrawCfg.data?.find((c) => c.type === kind) ?? null;
  const usdt = cashier.usdtInfo.data;
  const accounts: PayoutAccount[] =
    kind === 'usdt' ? (usdt?.addresses ?? []) : (info?.cards ?? []).filter((c) => c.type === kind);
  const selected =
    accounts.find((a) => a.id === cardId) ?? accounts.find((a) => a.isDefault) ?? accounts[0];
  // a site with withdrawPasswordEnabled off asks for none (nor offers to set one)
  const asksPassword = cashier.withdrawPasswordNeeded;
  const hasPassword = session.userInfo?.['bindSecondPassword'] === true;
  const range = cfg ? { min: cfg.minAmount, max: cfg.maxAmount } : {};
  const maxTimes = info ? Math.min(info.maxTimes, cfg?.dailyTimes ?? info.maxTimes) : 0;

  const blocked: string[] = [];
  if (info) {
    if (info.todayTimes >= maxTimes) blocked.push(text.withdraw.blockedTimes);
    if (cfg && info.withdrawableAmount < cfg.minAmount) blocked.push(text.withdraw.blockedBalance);
  }

  const submit = async () => {
    if (!selected) return;
    const checked = checkAmount(amount, range);
    const aErr = checked.ok ? null : amountMessage(text, checked.problem, range);
    const over = checked.ok && info && Number(checked.value) > info.withdrawableAmount;
    setAmountError(aErr ?? (over ? text.withdraw.blockedBalance : null));
    const pin = asksPassword ? validateWithdrawPassword(password) : null;
    const pErr = pin && !pin.ok ? serverText(pin.message) : null;
    setPasswordError(pErr);
    if (!checked.ok || over || pErr) return;
    const r = await cashier.withdraw({
      type: kind,
      cardId: selected.id,
      amount: checked.value,
      password,
    });
    if (!r.ok) {
      // a lock says until when in its own notice; other failures under the password
      if (r.message && !cashier.passwordLockedUntil) setPasswordError(serverText(r.message));
      return;
    }
    setAmount('');
    setPassword('');
  };

  const order = cashier.lastWithdraw;
  const lockedUntil = cashier.passwordLockedUntil;

  const form = (
    <Panel>
      <h2 id="withdraw-destination">{text.withdraw.destination}</h2>
      {accounts.length === 0 ? (
        <Row>
          <Muted>{fill(text.withdraw.noAccount, { kind: text.withdraw.kinds[kind] })}</Muted>
          <Link to={`${ADD_PATH[kind]}?from=${encodeURIComponent('/mine/takemoney')}`}>
            {fill(text.withdraw.addAccount, { kind: text.withdraw.kinds[kind] })}
          </Link>
        </Row>
      ) : (
        <Choices role="radiogroup" aria-labelledby="withdraw-destination">
          {accounts.map((a) => (
            <Choice
              key={a.id}
              type="button"
              role="radio"
              aria-checked={a.id === selected?.id}
              $on={a.id === selected?.id}
              onClick={() => setCardId(a.id)}
            >
              {a.bankName} {maskNumber(a.cardNo)}
              {a.protocol ? ` ${a.protocol}` : ''}
            </Choice>
          ))}
        </Choices>
      )}
      {kind === 'usdt' && usdt ? (
        <Muted>{fill(text.withdraw.usdtRate, { rate: usdt.rate, min: usdt.minUsdt })}</Muted>
      ) : null}
      <Input
        label={text.withdraw.amountLabel}
        placeholder={text.withdraw.amountPlaceholder}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setAmountError(null);
        }}
        filter={decimalAmount}
        inputMode="decimal"
        maxLength={12}
        error={amountError}
        hint={
          cfg
            ? fill(text.amount.range, {
                min: formatCny(cfg.minAmount),
                max: formatCny(cfg.maxAmount),
              })
            : undefined
        }
        suffix={
          <Button
            size="s"
            variant="text"
            onClick={() => setAmount(info ? String(info.withdrawableAmount) : '')}
          >
            {text.common.all}
          </Button>
        }
      />
      <AmountCapital amount={amount} />
      {!asksPassword ? null : hasPassword ? (
        <>
          <PasswordInput
            label={text.withdraw.password}
            placeholder={text.withdraw.passwordPlaceholder}
            value={password}
            onChange={(v) => {
              setPassword(v);
              setPasswordError(null);
            }}
            inputMode="numeric"
            maxLength={LIMITS.withdrawPasswordLength}
            error={passwordError}
          />
          {lockedUntil ? (
            <Notice $tone="danger" role="alert" data-testid="withdraw-password-locked">
              {fill(text.withdraw.lockedUntil, { until: lockedUntil })}
            </Notice>
          ) : null}
          <Row>
            <Button size="s" variant="text" onClick={() => setDialog('change')}>
              {text.withdraw.changePassword}
            </Button>
            <Button size="s" variant="text" onClick={() => setDialog('reset')}>
              {text.withdraw.forgotPassword}
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Notice $tone="warning">{text.withdraw.needPassword}</Notice>
          <Button size="s" onClick={() => setDialog('set')}>
            {text.withdraw.setPassword}
          </Button>
        </Row>
      )}
      <Button
        block
        disabled={
          !selected || (asksPassword && !hasPassword) || lockedUntil !== null || blocked.length > 0
        }
        busy={cashier.withdrawing}
        busyText={text.withdraw.submitting}
        onClick={() => void submit()}
      >
        {text.withdraw.submit}
      </Button>
    </Panel>
  );

  return (
    <Page aria-labelledby="withdraw-title">
      <h1 id="withdraw-title">{text.withdraw.title}</h1>
      <LoadState
        status={cashier.withdrawInfo.status}
        error={cashier.withdrawInfo.error}
        onRetry={() => void cashier.withdrawInfo.load()}
        fix={missingStep(cashier.withdrawInfo.code)}
      >
        {info ? (
          <Panel>
            <Details
              rows={[
                [
                  text.withdraw.withdrawable,
                  <Amount key="w" value={info.withdrawableAmount} fixed />,
                ],
                [text.withdraw.locked, <Amount key="l" value={info.lockedAmount} fixed />],
                // a locked bonus and the turnover that unlocks it (the server's one figure);
                // it never blocks withdrawing the centre wallet
                info.lockedBonus > 0
                  ? [text.withdraw.lockedBonus, <Amount key="b" value={info.lockedBonus} fixed />]
                  : null,
                info.lockedBonus > 0
                  ? [
                      text.withdraw.turnover,
                      <Amount key="t" value={info.turnoverRemaining} fixed />,
                    ]
                  : null,
                [
                  text.withdraw.times,
                  <Num key="n">
                    {fill(text.withdraw.timesValue, { used: info.todayTimes, max: maxTimes })}
                  </Num>,
                ],
                cfg
                  ? [
                      text.withdraw.limits,
                      <Num key="r">
                        {formatCny(cfg.minAmount)} - {formatCny(cfg.maxAmount)}
                      </Num>,
                    ]
                  : null,
                cfg
                  ? [text.withdraw.fee, cfg.feeRate > 0 ? percent(cfg.feeRate) : text.withdraw.free]
                  : null,
              ]}
            />
            {info.lockedBonus > 0 ? <Muted>{text.withdraw.lockedBonusNote}</Muted> : null}
            {blocked.map((b) => (
              <Notice key={b} $tone="warning" role="status">
                {b}
              </Notice>
            ))}
          </Panel>
        ) : null}
        {order ? (
          <Panel role="status" aria-labelledby="withdraw-order">
            <h2 id="withdraw-order">{text.withdraw.order}</h2>
            <Details
              rows={[
                [text.withdraw.orderNo, <Num key="o">{order.orderNo}</Num>],
                [text.withdraw.amountLabel, <Amount key="a" value={order.amount} fixed />],
                [text.withdraw.fee, <Amount key="f" value={order.fee} fixed />],
                [text.withdraw.actualAmount, <Amount key="x" value={order.actualAmount} fixed />],
                [text.withdraw.destination, order.cardNo],
                [
                  text.withdraw.status,
                  <strong key="s" data-testid="withdraw-status">
                    {text.withdraw.statuses[order.status]}
                  </strong>,
                ],
                order.remark ? [text.records.remark, order.remark] : null,
              ]}
            />
            <Row>
              <Button
                size="s"
                variant="secondary"
                onClick={() => void cashier.refreshWithdrawOrder()}
              >
                {text.withdraw.refreshStatus}
              </Button>
            </Row>
          </Panel>
        ) : null}
        <TabsWrap>
          <Tabs
            label={text.withdraw.destination}
            value={kind}
            onValueChange={(k) => {
              setKind(k);
              setCardId(null);
              setAmountError(null);
            }}
            items={KINDS.map((k) => ({
              value: k,
              label: text.withdraw.kinds[k],
              content: k === kind ? form : null,
            }))}
          />
        </TabsWrap>
      </LoadState>
      <PasswordDialog
        mode={dialog ?? 'set'}
        open={dialog !== null}
        onOpenChange={(o) => {
          if (!o) setDialog(null);
        }}
      />
    </Page>
  );
});

export default function TakeMoney(_props: Partial<ScreenProps>) {
  return <TakeMoneyScreen />;
}
