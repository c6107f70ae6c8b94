// 转账 (/mine/transfermoney): from and to between the centre wallet and each venue (venue/allBalance
// never lists a centre-wallet venue), amount with 全部, the USDT rate where a venue needs it, the
// auto-transfer switch, 一键回收, the result and every balance refreshed. Section 5's transfer-in
// rules: amount required, a number with 2 decimals and at most 12 characters.
import { observer } from 'mobx-react-lite';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import { useCallback, useEffect, useState } from 'react';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Select } from '../../../components/Select/Select';
import { Table, type Column } from '../../../components/Table/Table';
import { decimalAmount } from '../../../components/shared/filters';
import { useMessage } from '../../../components/shared/useMessage';
import { formatCny } from '../../../domain';
import { fill } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useWalletStore, type VenueBalance } from '../../../stores';
import { checkAmount } from '../../../stores/cashier/rules';
import { ALL_VENUES_CATEGORY, toMoney2 } from '../../../stores/wallet/WalletStore';
import {
  AmountCapital,
  Muted,
  Notice,
  Page,
  Panel,
  Row,
  useCashier,
  useCashierTexts,
} from '../parts';

const CENTER = '__center__';

/** Venues settled in USDT show the rate (their wallet code names the coin). */
export function needsRate(v: Pick<VenueBalance, 'channelCode'>): boolean {
  return /USDT/i.test(v.channelCode);
}

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const TransferMoneyScreen = observer(function TransferMoneyScreen() {
  const wallet = useWalletStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const translate = useMessage();
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [from, setFrom] = useState(CENTER);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const load = useCallback(() => {
    setStatus('loading');
    setLoadError(null);
    void Promise.all([wallet.refreshBalance(), wallet.loadVenueBalances(ALL_VENUES_CATEGORY)]).then(
      () => setStatus('ready'),
      (e: unknown) => {
        setLoadError(e instanceof Error && e.message ? e.message : null);
        setStatus('error');
      },
    );
  }, [wallet]);

  useEffect(() => load(), [load]);

  const venues = wallet.venueBalances[String(ALL_VENUES_CATEGORY)]?.venues ?? [];
  const venueOf = (code: string) => venues.find((v) => v.channelCode === code);
  const nameOf = (code: string) =>
    code === CENTER ? text.common.centerWallet : (venueOf(code)?.name ?? code);
  const balanceOf = (code: string): number =>
    code === CENTER ? (wallet.centerBalance ?? 0) : (venueOf(code)?.balance ?? 0);
  const rateVenue = [from, to].map(venueOf).find((v) => v && needsRate(v));

  useEffect(() => {
    if (rateVenue) void cashier.transferRate.ensure();
  }, [rateVenue, cashier]);

  const options = [
    { value: CENTER, label: text.common.centerWallet },
    ...venues.map((v) => ({
      value: v.channelCode,
      label: v.maintenance ? `${v.name} (${text.transfer.maintenance})` : v.name,
    })),
  ];

  const changeFrom = (value: string) => {
    setFrom(value);
    setError(null);
    setResult(null);
    if (value !== CENTER) setTo(CENTER);
    else if (to === CENTER) setTo('');
  };
  const changeTo = (value: string) => {
    setTo(value);
    setError(null);
    setResult(null);
    if (value !== CENTER) setFrom(CENTER);
    else if (from === CENTER) setFrom('');
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setError(null);
    setResult(null);
  };

  const submit = async () => {
    setResult(null);
    if (!from || !to || from === to) {
      setError(from === to ? text.transfer.sameWallet : text.transfer.venueOnly);
      return;
    }
    if (from !== CENTER && to !== CENTER) {
      setError(text.transfer.venueOnly);
      return;
    }
    const checked = checkAmount(amount);
    if (!checked.ok) {
      setError(
        checked.problem === 'required'
          ? translate('transferAmountRequired')
          : checked.problem === 'negative'
            ? translate('amountNegative')
            : translate('transferAmountInvalid'),
      );
      return;
    }
    if (Number(checked.value) > balanceOf(from)) {
      setError(text.transfer.insufficient);
      return;
    }
    setError(null);
    setBusy(true);
    const direction = from === CENTER ? 'in' : 'out';
    const channelCode = direction === 'in' ? to : from;
    const done = await wallet.transfer(direction, { channelCode, amount: checked.value });
    setBusy(false);
    if (!done.ok) {
      setError(translate(done.message));
      return;
    }
    setResult(
      fill(text.transfer.result, {
        from: nameOf(from),
        to: nameOf(to),
        amount: formatCny(checked.value),
      }),
    );
    setAmount('');
    await wallet.loadVenueBalances(ALL_VENUES_CATEGORY).catch(() => undefined);
  };

  const columns: Column<VenueBalance>[] = [
    { key: 'name', title: text.transfer.venue, render: (v) => v.name },
    {
      key: 'balance',
      title: text.transfer.balance,
      align: 'right',
      render: (v) =>
        v.maintenance ? text.transfer.maintenance : <Amount value={v.balance} fixed />,
    },
  ];

  return (
    <Page aria-labelledby="transfer-title">
      <h1 id="transfer-title">{text.transfer.title}</h1>
      <Panel>
        <Row>
          <span>{text.common.centerWallet}</span>
          <strong data-testid="transfer-center">
            <Amount value={wallet.centerBalance} fixed />
          </strong>
          <Button
            size="s"
            variant="secondary"
            busy={wallet.recycling}
            busyText={text.transfer.recycling}
            onClick={() => {
              // the last transfer's message is no longer what the balances say
              setResult(null);
              setError(null);
              void wallet.recycle().then(() => load());
            }}
          >
            {text.transfer.recycleAll}
          </Button>
        </Row>
        {wallet.autoTransfer !== null ? (
          <Checkbox
            checked={wallet.autoTransfer}
            onCheckedChange={(v) => void wallet.setAutoTransfer(v)}
          >
            {text.transfer.autoTransfer}
          </Checkbox>
        ) : null}
      </Panel>
      <Panel>
        <Row>
          <Select
            label={text.transfer.from}
            value={from}
            onValueChange={changeFrom}
            options={options}
            placeholder={text.transfer.from}
          />
          <Button variant="text" size="s" aria-label={text.transfer.swap} onClick={swap}>
            <ArrowLeftRight size={18} aria-hidden />
          </Button>
          <Select
            label={text.transfer.to}
            value={to}
            onValueChange={changeTo}
            options={options.filter((o) => !venueOf(o.value)?.maintenance)}
            placeholder={text.transfer.to}
          />
        </Row>
        {from ? (
          <Muted>
            {text.transfer.available}: <Amount value={balanceOf(from)} fixed />
          </Muted>
        ) : null}
        <Input
          label={text.transfer.amountLabel}
          placeholder={text.transfer.amountPlaceholder}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(null);
          }}
          filter={decimalAmount}
          inputMode="decimal"
          maxLength={12}
          error={error}
          suffix={
            <Button
              size="s"
              variant="text"
              onClick={() => {
                setAmount(toMoney2(balanceOf(from)).replace(/\.00$/, ''));
                setError(null);
              }}
            >
              {text.transfer.all}
            </Button>
          }
        />
        <AmountCapital amount={amount} />
        {rateVenue && cashier.transferRate.data ? (
          <Notice $tone="info">
            {fill(text.transfer.rate, { rate: cashier.transferRate.data.rate })}
          </Notice>
        ) : null}
        <Muted>{text.transfer.notice}</Muted>
        <Button block busy={busy} busyText={text.transfer.submitting} onClick={() => void submit()}>
          {text.transfer.submit}
        </Button>
        {result ? (
          <Notice $tone="success" role="status">
            {result}
          </Notice>
        ) : null}
      </Panel>
      <LoadState status={status} error={loadError} onRetry={load}>
        <Table
          caption={text.transfer.balances}
          columns={columns}
          rows={venues}
          rowKey={(v) => v.channelCode}
          emptyText={text.transfer.balances}
        />
      </LoadState>
    </Page>
  );
});

export default function TransferMoney(_props: Partial<ScreenProps>) {
  return <TransferMoneyScreen />;
}
