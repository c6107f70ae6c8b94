// 存款 (/mine/savemoney): channels of payment/types grouped by kind (bank transfer, e-wallets,
// virtual coins with networks), each channel's range and preset amounts, the deposit reward, the
// activity carried from a promotion (?activity=<id>), amount checks, pay -> the waiting page.
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Tabs } from '../../../components/Tabs/Tabs';
import { decimalAmount } from '../../../components/shared/filters';
import { formatCny, formatMoney2 } from '../../../domain';
import { depositBonus } from '../../../domain/bonus';
import { fill } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import '../../../stores/promotions/register';
import type { PaymentGroup } from '../../../stores/cashier/CashierStore';
import {
  checkAmount,
  familyOf,
  WAIT_PATHS,
  waitRouteOf,
  type ChannelFamily,
} from '../../../stores/cashier/rules';
import type { ScreenProps } from '../../../app/areas/types';
import { activityPath } from '../../../app/routeTable';
import {
  AmountCapital,
  amountMessage,
  Choice,
  Choices,
  missingStep,
  Muted,
  Notice,
  Page,
  Panel,
  percent,
  useCashier,
  useCashierTexts,
  useServerMessage,
  TabsWrap,
} from '../parts';

/** The real-name form of a member without one (binding from deposit), loaded only then. */
const BindFromDeposit = lazy(() => import('../BindFromDeposit/BindFromDeposit'));

/** The bonus the typed amount earns, on its own line under the channel's rule. */
const Quote = styled.span`
  display: block;
  font-variant-numeric: tabular-nums;
`;

const FAMILIES: readonly ChannelFamily[] = ['bank', 'wallet', 'coin'];
const NETWORKS = ['TRC20', 'ERC20'] as const;

export const SaveMoneyScreen = observer(function SaveMoneyScreen() {
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const activityParam = Number(params.get('activity') ?? '');
  const carriedId = Number.isInteger(activityParam) && activityParam > 0 ? activityParam : null;
  // the activity page's own configuration (already loaded when the player came from there)
  const root = useRootStore();
  const carried = carriedId !== null ? root.promotions.activity(carriedId).config : null;
  // Named by its title, and carried by the order, only while the activity exists and runs (an
  // old or edited link says nothing rather than "activity #9999").
  const activity = carried?.data?.status === 1 ? carried.data : null;
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;

  // binding from deposit: without a real name the channels wait for the form below
  const needsName = root.session.userInfo !== null && !root.session.bindRealName;
  useEffect(() => {
    if (!needsName) void cashier.paymentTypes.load();
    void cashier.rewards.load();
  }, [cashier, needsName]);
  useEffect(() => {
    void carried?.ensure();
  }, [carried]);

  const groups = useMemo(() => cashier.paymentTypes.data ?? [], [cashier.paymentTypes.data]);
  const families = FAMILIES.filter((f) => groups.some((g) => familyOf(g.kind) === f));
  const [family, setFamily] = useState<ChannelFamily | null>(null);
  const currentFamily = family && families.includes(family) ? family : (families[0] ?? 'bank');
  const [groupCode, setGroupCode] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [network, setNetwork] = useState<(typeof NETWORKS)[number]>('TRC20');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const inFamily = groups.filter((g) => familyOf(g.kind) === currentFamily);
  const group: PaymentGroup | undefined = inFamily.find((g) => g.code === groupCode) ?? inFamily[0];
  const channel = group?.channels.find((c) => c.channelId === channelId) ?? group?.channels[0];
  const range = channel ? { min: channel.minAmount, max: channel.maxAmount } : {};
  const isCoin = group ? group.kind === 'usdt' : false;
  // what this amount earns under the channel's rule, by the maths the server pays with
  const typed = checkAmount(amount, range);
  const quote =
    channel && typed.ok
      ? depositBonus(Math.round(Number(typed.value) * 100), {
          rate: channel.rewardRate,
          maxReward: Math.round(channel.maxReward * 100),
          turnoverMultiple: channel.turnoverMultiple,
          base: 'bonus',
        })
      : null;

  const submit = async () => {
    if (!channel || !group) return;
    const checked = checkAmount(amount, range);
    if (!checked.ok) {
      setError(amountMessage(text, checked.problem, range));
      return;
    }
    setError(null);
    const result = await cashier.pay({
      channelId: channel.channelId,
      amount: checked.value,
      ...(activity ? { activityId: activity.id } : {}),
      ...(isCoin ? { protocol: network } : {}),
    });
    if (!result.ok) {
      if (result.message) setError(serverText(result.message));
      return;
    }
    const order = result.value;
    navigate(`${WAIT_PATHS[waitRouteOf(order.kind)]}?orderNo=${encodeURIComponent(order.orderNo)}`);
  };

  const body = (
    <Panel>
      <h2 id="deposit-method">{text.deposit.method}</h2>
      <Choices role="group" aria-labelledby="deposit-method">
        {inFamily.map((g) => (
          <Choice
            key={g.code}
            type="button"
            $on={g.code === group?.code}
            aria-pressed={g.code === group?.code}
            onClick={() => {
              setGroupCode(g.code);
              setChannelId(null);
              setError(null);
            }}
          >
            {g.name}
          </Choice>
        ))}
      </Choices>
      {group && group.channels.length > 1 ? (
        <>
          <h2 id="deposit-channel">{text.deposit.channel}</h2>
          <Choices role="group" aria-labelledby="deposit-channel">
            {group.channels.map((c) => (
              <Choice
                key={c.channelId}
                type="button"
                $on={c.channelId === channel?.channelId}
                aria-pressed={c.channelId === channel?.channelId}
                onClick={() => setChannelId(c.channelId)}
              >
                {c.name}
              </Choice>
            ))}
          </Choices>
        </>
      ) : null}
      {isCoin ? (
        <>
          <h2 id="deposit-network">{text.deposit.network}</h2>
          <Choices role="group" aria-labelledby="deposit-network">
            {NETWORKS.map((n) => (
              <Choice
                key={n}
                type="button"
                $on={n === network}
                aria-pressed={n === network}
                onClick={() => setNetwork(n)}
              >
                {n}
              </Choice>
            ))}
          </Choices>
        </>
      ) : null}
      {channel ? (
        <>
          <Input
            label={text.deposit.amountLabel}
            placeholder={text.deposit.amountPlaceholder}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            filter={decimalAmount}
            inputMode="decimal"
            maxLength={12}
            error={error}
            hint={fill(text.amount.range, {
              min: formatCny(channel.minAmount),
              max: formatCny(channel.maxAmount),
            })}
          />
          <AmountCapital amount={amount} />
          <h2 id="deposit-presets">{text.deposit.presets}</h2>
          <Choices role="group" aria-labelledby="deposit-presets">
            {channel.fixedAmounts.map((v) => (
              <Choice
                key={v}
                type="button"
                $on={amount === String(v)}
                aria-pressed={amount === String(v)}
                onClick={() => {
                  setAmount(String(v));
                  setError(null);
                }}
              >
                {formatCny(v)}
              </Choice>
            ))}
          </Choices>
          {channel.rewardRate > 0 ? (
            <Notice $tone="success">
              {fill(text.deposit.rewardRate, {
                // the reward's name as the server's ledger and 交易记录 call it
                name: cashier.rewards.data?.[0]?.name ?? text.deposit.rewardName,
                rate: percent(channel.rewardRate),
                max: formatCny(channel.maxReward),
                times: channel.turnoverMultiple,
              })}
              {quote && quote.bonus > 0 ? (
                <Quote>
                  {fill(text.deposit.rewardQuote, {
                    amount: formatCny(Number(amount)),
                    bonus: formatMoney2(quote.bonus / 100),
                    turnover: formatMoney2(quote.turnover / 100),
                  })}
                </Quote>
              ) : null}
            </Notice>
          ) : null}
          {activity ? (
            <Notice $tone="info">
              {text.deposit.activity}
              <Link to={activityPath(activity.routeName, activity.id)}>{activity.title}</Link>
            </Notice>
          ) : null}
          <Button
            block
            busy={cashier.paying}
            busyText={text.deposit.paying}
            // the order carries the activity: wait the moment its configuration takes
            disabled={carried?.isLoading}
            onClick={() => void submit()}
          >
            {text.deposit.pay}
          </Button>
        </>
      ) : null}
    </Panel>
  );

  if (needsName)
    return (
      <Page aria-labelledby="deposit-title">
        <h1 id="deposit-title">{text.deposit.title}</h1>
        <Suspense fallback={null}>
          <BindFromDeposit />
        </Suspense>
      </Page>
    );

  return (
    <Page aria-labelledby="deposit-title">
      <h1 id="deposit-title">{text.deposit.title}</h1>
      {notice ? (
        <Notice $tone="warning" role="status">
          {notice === 'noPending' ? text.deposit.noPending : notice}
        </Notice>
      ) : null}
      <LoadState
        status={cashier.paymentTypes.status}
        error={cashier.paymentTypes.error}
        onRetry={() => void cashier.paymentTypes.load()}
        fix={missingStep(cashier.paymentTypes.code)}
        empty={groups.length === 0}
        emptyText={text.deposit.empty}
      >
        <TabsWrap>
          <Tabs
            label={text.deposit.method}
            value={currentFamily}
            onValueChange={(f) => {
              setFamily(f);
              setGroupCode(null);
              setChannelId(null);
              setError(null);
            }}
            items={families.map((f) => ({
              value: f,
              label: text.deposit.families[f],
              content: f === currentFamily ? body : null,
            }))}
          />
        </TabsWrap>
      </LoadState>
      <Muted>{text.deposit.playMoney}</Muted>
    </Page>
  );
});

export default function SaveMoney(_props: Partial<ScreenProps>) {
  return <SaveMoneyScreen />;
}
