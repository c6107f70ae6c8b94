// The five deposit waiting pages (rechargeWait, transferWait, virtualWait, huiwangWait,
// xnbskWait) as ONE screen parametrised by channel kind: order number (copy), amount, payee
// details or address with a QR code, the signal code and customer service, a countdown to the
// expiry, status polling with backoff, and the outcomes 充值成功 / expired / closed. Cancel asks
// first and closes the order. Without a pending order it sends the player to the deposit page.
import { observer } from 'mobx-react-lite';
import { QrFigure } from '../../../components/QrCode/QrFigure';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { openExternal } from '../../../components/CustomerServiceNotice/CustomerServiceNotice';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { fill } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import type { DepositOrder } from '../../../stores/cashier/CashierStore';
import { formatCountdown, waitRouteOf, type WaitRoute } from '../../../stores/cashier/rules';
import {
  CopyButton,
  Details,
  Muted,
  Notice,
  Num,
  Page,
  Panel,
  Row,
  useCashier,
  useCashierTexts,
  useServerMessage,
} from '../parts';
import { siteAddress } from '../../../app/siteAddress';
import { design } from '../../../theme/design';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${design.space.m};
  align-items: start;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Countdown = styled.strong`
  font-size: ${design.typography.size.xxl};
  font-variant-numeric: tabular-nums;
`;

const Outcome = styled(Panel)`
  align-items: center;
  text-align: center;
`;

const ROUTES: readonly WaitRoute[] = [
  'rechargeWait',
  'transferWait',
  'virtualWait',
  'huiwangWait',
  'xnbskWait',
];

/** What the QR code carries: the pay page, the coin address, or the bank transfer details. */
function qrValue(order: DepositOrder | null, orderNo: string): string {
  if (!order) return orderNo;
  if (
    order.address &&
    (order.kind === 'usdt' || order.kind === 'virtual' || order.kind === 'xnbsk')
  )
    return order.address;
  if (order.kind === 'bank' && order.bankAccount)
    return `${order.bankAccount.bankName} ${order.bankAccount.accountName} ${order.bankAccount.accountNo} ${order.amount}`;
  const url = order.payUrl ?? '';
  if (url.startsWith('/')) return siteAddress(url);
  return url || orderNo;
}

export const DepositWaitScreen = observer(function DepositWaitScreen({
  route,
}: {
  route: WaitRoute;
}) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.get('orderNo');
  // without a number in the address: the latest order of this kind created in this browser
  const orderNo =
    fromUrl ??
    Object.values(cashier.orders)
      .filter((o) => waitRouteOf(o.kind) === route)
      .map((o) => o.orderNo)
      .pop() ??
    null;
  const watch = useMemo(() => (orderNo ? cashier.watchDeposit(orderNo) : null), [cashier, orderNo]);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  useEffect(() => {
    if (!watch) {
      navigate('/mine/savemoney', { replace: true, state: { notice: 'noPending' } });
      return;
    }
    void watch.start();
    return () => watch.stop();
  }, [watch, navigate]);

  useEffect(() => {
    if (watch?.status === 'missing')
      navigate('/mine/savemoney', { replace: true, state: { notice: 'noPending' } });
  }, [watch?.status, watch, navigate]);

  if (!watch || !orderNo) return null;
  const order = watch.order;
  const title = text.wait.titles[route];
  const again = <Button onClick={() => navigate('/mine/savemoney')}>{text.wait.again}</Button>;

  if (watch.status === 'paid') {
    return (
      <Page aria-labelledby="wait-title">
        <h1 id="wait-title">{title}</h1>
        <Outcome role="status">
          <h2>{text.wait.success}</h2>
          <Muted>{text.wait.successText}</Muted>
          <Details
            rows={[
              [text.wait.orderNo, <Num key="n">{orderNo}</Num>],
              [text.wait.amount, <Amount key="a" value={watch.amount} symbol />],
              [
                text.wait.balance,
                <span key="b" data-testid="wait-balance">
                  <Amount value={root.wallet.centerBalance} symbol />
                </span>,
              ],
            ]}
          />
          <Row>
            <Button variant="secondary" onClick={() => navigate('/mine/wallet')}>
              {text.wait.toWallet}
            </Button>
            {again}
          </Row>
        </Outcome>
      </Page>
    );
  }

  if (watch.status === 'expired' || watch.status === 'closed') {
    const expired = watch.status === 'expired';
    return (
      <Page aria-labelledby="wait-title">
        <h1 id="wait-title">{title}</h1>
        <Outcome role="status">
          <h2>{expired ? text.wait.expired : text.wait.closed}</h2>
          <Muted>{expired ? text.wait.expiredText : text.wait.closedText}</Muted>
          <Muted>
            {text.wait.orderNo}: <Num>{orderNo}</Num>
          </Muted>
          {again}
        </Outcome>
      </Page>
    );
  }

  const remaining = watch.remainingMs;
  const account = order?.bankAccount;
  const showAddress = Boolean(order?.address) && order?.kind !== 'bank' && route !== 'transferWait';
  const showBank = Boolean(account) && (order?.kind === 'bank' || route === 'transferWait');
  // a virtual-coin order: the coins to send and the network, as the server priced them
  const coin =
    order?.coinAmount && order.currency && order.protocol
      ? { amount: order.coinAmount, currency: order.currency, protocol: order.protocol }
      : null;

  return (
    <Page aria-labelledby="wait-title">
      <h1 id="wait-title">{title}</h1>
      <Layout>
        <Panel>
          <Details
            rows={[
              [
                text.wait.orderNo,
                <>
                  <Num data-testid="wait-order-no">{orderNo}</Num>
                  <CopyButton value={orderNo} label={text.wait.orderNo} />
                </>,
              ],
              [
                text.wait.amount,
                watch.amount === null ? (
                  <Skeleton lines={1} />
                ) : (
                  <strong>
                    <Amount value={watch.amount} symbol />
                  </strong>
                ),
              ],
              coin
                ? [
                    text.wait.coinAmount,
                    <>
                      <strong>
                        <Num data-testid="wait-coin-amount">{coin.amount}</Num> {coin.currency}
                      </strong>
                      <CopyButton value={coin.amount} label={text.wait.coinAmount} />
                    </>,
                  ]
                : null,
              coin ? [text.wait.network, <Num key="p">{coin.protocol}</Num>] : null,
              order?.rate && order.rate !== 1
                ? [
                    text.wait.rate,
                    coin ? (
                      fill(text.wait.rateValue, { coin: coin.currency, rate: order.rate })
                    ) : (
                      <Num key="r">{order.rate}</Num>
                    ),
                  ]
                : null,
              watch.signal
                ? [
                    text.wait.signal,
                    <>
                      <Num>{watch.signal.code}</Num>
                      <CopyButton value={watch.signal.code} label={text.wait.signal} />
                    </>,
                  ]
                : null,
            ]}
          />
          {showBank && account ? (
            <>
              <h2>{text.wait.payee}</h2>
              <Details
                rows={[
                  [text.wait.bankName, account.bankName],
                  [
                    text.wait.accountName,
                    <>
                      {account.accountName}
                      <CopyButton value={account.accountName} label={text.wait.accountName} />
                    </>,
                  ],
                  [
                    text.wait.accountNo,
                    <>
                      <Num>{account.accountNo}</Num>
                      <CopyButton value={account.accountNo} label={text.wait.accountNo} />
                    </>,
                  ],
                  account.branch ? [text.wait.branch, account.branch] : null,
                ]}
              />
              <Muted>{text.wait.signalHint}</Muted>
            </>
          ) : null}
          {showAddress && order?.address ? (
            <Details
              rows={[
                [
                  text.wait.address,
                  <>
                    <Num>{order.address}</Num>
                    <CopyButton value={order.address} label={text.wait.address} />
                  </>,
                ],
              ]}
            />
          ) : null}
          {coin ? (
            <Notice $tone="warning">
              {fill(text.wait.coinHint, {
                network: coin.protocol,
                amount: coin.amount,
                coin: coin.currency,
              })}
            </Notice>
          ) : null}
          <Row>
            <span>{text.wait.countdown}</span>
            <Countdown role="timer" aria-live="off" data-testid="wait-countdown">
              {remaining === null ? '--:--' : formatCountdown(remaining)}
            </Countdown>
          </Row>
          <Notice $tone="info" role="status">
            {text.wait.waiting}
          </Notice>
          {watch.error ? <Notice $tone="warning">{serverText(watch.error)}</Notice> : null}
          <Row>
            {order?.payUrl && route === 'rechargeWait' ? (
              <Button variant="secondary" onClick={() => openExternal(qrValue(order, orderNo))}>
                {text.wait.openPay}
              </Button>
            ) : null}
            {watch.customer ? (
              <Button variant="secondary" onClick={() => openExternal(watch.customer?.url ?? '')}>
                {text.wait.service}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
              {text.wait.cancelOrder}
            </Button>
          </Row>
          {watch.customer?.telegram ? (
            <Muted>{fill(text.wait.telegram, { id: watch.customer.telegram })}</Muted>
          ) : null}
        </Panel>
        <QrFigure
          value={qrValue(order, orderNo)}
          size={168}
          role="img"
          aria-label={fill(text.wait.qrLabel, { orderNo })}
          caption={text.wait.qr}
        />
      </Layout>
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={text.wait.cancelTitle}
        description={text.wait.cancelText}
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
              {text.wait.keep}
            </Button>
            <Button
              variant="secondary"
              busy={watch.closing}
              onClick={() =>
                void watch.close().then((r) => {
                  if (r.ok) setConfirmCancel(false);
                  else setCancelError(serverText(r.message));
                })
              }
            >
              {text.wait.cancelConfirm}
            </Button>
          </Row>
        }
      >
        {cancelError ? <Notice $tone="danger">{cancelError}</Notice> : null}
      </Dialog>
    </Page>
  );
});

export default function DepositWait({ meta }: ScreenProps) {
  const route = ROUTES.find((r) => r === meta.name) ?? 'rechargeWait';
  return <DepositWaitScreen route={route} />;
}
