// 我的钱包 (/mine/wallet): the centre wallet, the venues' balances (category 8) with their total,
// hide-zero, auto-transfer, and recycling venue balances back to the centre wallet.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Amount } from '../../components/Amount/Amount';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Empty } from '../../components/Empty/Empty';
import { Table, type Column } from '../../components/Table/Table';
import { useWalletStore, type VenueBalance } from '../../stores';
import { ALL_VENUES_CATEGORY, BALANCE_FRESH_MS } from '../../stores/wallet/WalletStore';
import { RefreshBalanceButton } from './RefreshBalanceButton';
import { useWalletText } from './texts';
import { design } from '../../theme/design';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${design.space.m};
`;

const Card = styled.div`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.m};
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  span {
    color: ${design.color.textMuted};
  }
  strong {
    font-size: ${design.typography.size.xxl};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${design.space.m};
`;

type Status = 'loading' | 'ready' | 'error';

export const WalletScreen = observer(function WalletScreen() {
  const wallet = useWalletStore();
  const text = useWalletText();
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setStatus('loading');
    setError(null);
    void Promise.all([
      wallet.refreshBalanceUnlessRecent(BALANCE_FRESH_MS),
      wallet.loadVenueBalances(ALL_VENUES_CATEGORY),
    ]).then(
      () => setStatus('ready'),
      (e: unknown) => {
        setError(e instanceof Error && e.message ? e.message : null);
        setStatus('error');
      },
    );
  }, [wallet]);

  useEffect(() => load(), [load]);

  const total = wallet.venueBalances[String(ALL_VENUES_CATEGORY)]?.totalMoney ?? null;
  const columns: Column<VenueBalance>[] = [
    { key: 'name', title: text.venue, render: (v) => v.name },
    {
      key: 'balance',
      title: text.balance,
      align: 'right',
      render: (v) => (v.maintenance ? text.maintenance : <Amount value={v.balance} fixed />),
    },
    {
      key: 'action',
      title: text.action,
      align: 'center',
      render: (v) => (
        <Button
          size="s"
          variant="secondary"
          disabled={v.maintenance || v.balance <= 0 || wallet.recycling}
          aria-label={`${text.recycle} ${v.name}`}
          onClick={() => void wallet.recycle(v.channelCode).then(() => load())}
        >
          {text.recycle}
        </Button>
      ),
    },
  ];

  return (
    <Page aria-labelledby="wallet-title">
      <h1 id="wallet-title">{text.title}</h1>
      <Cards>
        <Card>
          <span>{text.centerWallet}</span>
          <strong data-testid="wallet-center">
            <Amount value={wallet.centerBalance} />
          </strong>
          <RefreshBalanceButton text={text} />
        </Card>
        <Card>
          <span>{text.venueTotal}</span>
          <strong data-testid="wallet-venue-total">
            <Amount value={total} fixed />
          </strong>
          <Button
            size="s"
            busy={wallet.recycling}
            busyText={text.recycling}
            onClick={() => void wallet.recycle().then(() => load())}
          >
            {text.recycleAll}
          </Button>
        </Card>
      </Cards>
      <Bar>
        <Checkbox checked={wallet.hideZero} onCheckedChange={(v) => wallet.setHideZero(v)}>
          {text.hideZero}
        </Checkbox>
        {wallet.autoTransfer !== null ? (
          <Checkbox
            checked={wallet.autoTransfer}
            onCheckedChange={(v) => void wallet.setAutoTransfer(v)}
          >
            {text.autoTransfer}
          </Checkbox>
        ) : null}
      </Bar>
      {status === 'error' ? (
        <Empty
          text={error ? `${text.loadFailed}: ${error}` : text.loadFailed}
          action={<Button onClick={load}>{text.retry}</Button>}
        />
      ) : (
        <Table
          caption={text.venues}
          columns={columns}
          rows={wallet.visibleVenues(ALL_VENUES_CATEGORY)}
          rowKey={(v) => v.channelCode}
          loading={status === 'loading'}
          emptyText={text.empty}
        />
      )}
    </Page>
  );
});
