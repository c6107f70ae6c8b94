// Withdrawal accounts, one page a kind (guard 2: bound phone and real name): bank cards
// (/mine/addBankCard: bank, card number with the Luhn check, holder fixed to the bound real
// name, branch), Alipay accounts (/mine/alipayManage), virtual-coin addresses
// (/mine/virtualCoinCard: network, address format per network). Each lists the accounts of its
// kind with masked numbers: view, set default, remove with confirmation.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPath } from '../../../app/safeRedirect';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Input } from '../../../components/Input/Input';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Select } from '../../../components/Select/Select';
import { fill } from '../../../i18n/screenTexts';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import type { PayoutAccount, PayoutKind } from '../../../stores/cashier/CashierStore';
import {
  addressValid,
  alipayAccountValid,
  checkCardNo,
  maskNumber,
} from '../../../stores/cashier/rules';
import {
  Muted,
  Notice,
  Page,
  Panel,
  Row,
  useCashier,
  useCashierTexts,
  useServerMessage,
} from '../parts';
import type { CashierTexts } from '../texts';
import { design } from '../../../theme/design';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.xs};
  padding: ${design.space.s};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  .no {
    font-variant-numeric: tabular-nums;
    word-break: break-all;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${design.space.xs};
  padding: 0 ${design.space.xs};
  border-radius: ${design.radius.s};
  background: ${design.color.primary};
  color: ${design.color.primaryText};
  font-size: ${design.typography.size.xs};
`;

export function titleOf(text: CashierTexts, kind: PayoutKind): string {
  return kind === 'bank'
    ? text.cards.bankTitle
    : kind === 'alipay'
      ? text.cards.alipayTitle
      : text.cards.coinTitle;
}

/** Remove with confirmation (shared by the list and the detail page). */
export function RemoveDialog({
  account,
  onClose,
  onRemoved,
}: {
  account: PayoutAccount | null;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={text.cards.removeTitle}
      description={fill(text.cards.removeText, { no: account ? maskNumber(account.cardNo) : '' })}
      footer={
        <Row>
          <Button variant="secondary" onClick={onClose}>
            {text.common.cancel}
          </Button>
          <Button
            busy={busy}
            onClick={() => {
              if (!account) return;
              setBusy(true);
              void cashier.removeAccount(account.id).then((r) => {
                setBusy(false);
                if (r.ok) {
                  root.ui.success(text.cards.removed);
                  onClose();
                  onRemoved?.();
                } else root.ui.error(serverText(r.message));
              });
            }}
          >
            {text.cards.remove}
          </Button>
        </Row>
      }
    />
  );
}

const AddForm = observer(function AddForm({ kind }: { kind: PayoutKind }) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const realName = String(root.session.userInfo?.['realName'] ?? '');
  const [bankCode, setBankCode] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState('');
  const [currency, setCurrency] = useState('USDT');
  const [network, setNetwork] = useState('TRC20');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = returnPath(useLocation().search);
  const navigate = useNavigate();

  const banks = (cashier.banks.data ?? []).filter((b) => b.type === 'bank');
  const coins = cashier.coins.data ?? [];
  const protocols = coins.find((c) => c.currency === currency)?.protocols ?? ['TRC20', 'ERC20'];

  const submit = async () => {
    const next: Record<string, string | null> = {};
    let value = cardNo.trim();
    if (kind === 'bank') {
      if (!bankCode) next.bank = text.cards.bankRequired;
      const checked = checkCardNo(cardNo);
      if (checked.ok) value = checked.value;
      else
        next.cardNo =
          checked.problem === 'required'
            ? text.cards.cardRequired
            : checked.problem === 'length'
              ? text.cards.cardLength
              : text.cards.cardChecksum;
    } else if (kind === 'alipay') {
      if (!alipayAccountValid(value)) next.cardNo = text.cards.alipayInvalid;
    } else if (!value) next.cardNo = text.cards.addressRequired;
    else if (!addressValid(network, value))
      next.cardNo = fill(text.cards.addressInvalid, { network });
    setErrors(next);
    setServerError(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const bank = banks.find((b) => b.bankCode === bankCode);
    const r = await cashier.saveAccount({
      type: kind,
      cardNo: value,
      ...(kind === 'bank' && bank ? { bankCode: bank.bankCode, bankName: bank.bankName } : {}),
      ...(kind === 'bank' && branch.trim() ? { branch: branch.trim() } : {}),
      ...(kind === 'alipay' ? { bankCode: 'ALIPAY', bankName: text.withdraw.kinds.alipay } : {}),
      ...(kind === 'usdt'
        ? {
            bankCode: currency,
            bankName: currency,
            protocol: network === 'ERC20' ? 'ERC20' : 'TRC20',
          }
        : {}),
    });
    setBusy(false);
    if (!r.ok) {
      setServerError(serverText(r.message));
      return;
    }
    root.ui.success(text.cards.saved);
    setCardNo('');
    setBranch('');
    // sent here by a page that needed an account (withdraw): back to it
    if (from) void navigate(from, { replace: true });
  };

  const cardLabel =
    kind === 'bank'
      ? text.cards.cardNo
      : kind === 'alipay'
        ? text.cards.alipayAccount
        : text.cards.address;
  const cardPlaceholder =
    kind === 'bank'
      ? text.cards.cardNoPlaceholder
      : kind === 'alipay'
        ? text.cards.alipayPlaceholder
        : text.cards.addressPlaceholder;

  return (
    <Panel aria-labelledby="card-add">
      <h2 id="card-add">
        {kind === 'bank'
          ? text.cards.addBank
          : kind === 'alipay'
            ? text.cards.addAlipay
            : text.cards.addCoin}
      </h2>
      {kind === 'bank' ? (
        <Select
          label={text.cards.bank}
          placeholder={text.cards.bankPlaceholder}
          value={bankCode}
          onValueChange={(v) => {
            setBankCode(v);
            setErrors((e) => ({ ...e, bank: null }));
          }}
          options={banks.map((b) => ({ value: b.bankCode, label: b.bankName }))}
        />
      ) : null}
      {errors.bank ? (
        <Notice $tone="danger" role="alert">
          {errors.bank}
        </Notice>
      ) : null}
      {kind === 'usdt' ? (
        <Row>
          <Select
            label={text.cards.currency}
            value={currency}
            onValueChange={(v) => {
              setCurrency(v);
              const next = coins.find((c) => c.currency === v)?.protocols ?? [];
              if (next[0] && !next.some((p) => p === network)) setNetwork(next[0]);
            }}
            options={(coins.length ? coins : [{ currency: 'USDT' }]).map((c) => ({
              value: c.currency,
              label: c.currency,
            }))}
          />
          <Select
            label={text.cards.network}
            value={network}
            onValueChange={(v) => {
              setNetwork(v);
              setErrors((e) => ({ ...e, cardNo: null }));
            }}
            options={protocols.map((p) => ({ value: p, label: p }))}
          />
        </Row>
      ) : null}
      <Input
        label={cardLabel}
        placeholder={cardPlaceholder}
        value={cardNo}
        onChange={(v) => {
          setCardNo(v);
          setErrors((e) => ({ ...e, cardNo: null }));
        }}
        filter={kind === 'bank' ? (raw) => raw.replace(/[^\d\s]/g, '') : undefined}
        inputMode={kind === 'bank' ? 'numeric' : undefined}
        maxLength={kind === 'bank' ? 23 : 64}
        error={errors.cardNo}
        hint={
          kind === 'usdt'
            ? network === 'ERC20'
              ? text.cards.addressTip.ERC20
              : text.cards.addressTip.TRC20
            : undefined
        }
      />
      {kind !== 'usdt' ? (
        <Input
          label={text.cards.holder}
          value={realName}
          onChange={() => undefined}
          readOnly
          hint={text.cards.holderTip}
        />
      ) : null}
      {kind === 'bank' ? (
        <Input
          label={text.cards.branch}
          placeholder={text.cards.branchPlaceholder}
          value={branch}
          onChange={setBranch}
          maxLength={60}
        />
      ) : null}
      {serverError ? (
        <Notice $tone="danger" role="alert">
          {serverError}
        </Notice>
      ) : null}
      <Button block busy={busy} busyText={text.cards.saving} onClick={() => void submit()}>
        {text.cards.save}
      </Button>
    </Panel>
  );
});

export const CardsScreen = observer(function CardsScreen({ kind }: { kind: PayoutKind }) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);

  useEffect(() => {
    void cashier.accounts.refresh();
    if (kind === 'bank') void cashier.banks.ensure();
    if (kind === 'usdt') void cashier.coins.ensure();
  }, [cashier, kind]);

  const list = cashier.accountsOf(kind);
  const title = titleOf(text, kind);

  return (
    <Page aria-labelledby="cards-title">
      <h1 id="cards-title">{title}</h1>
      <Panel>
        <h2>{text.cards.list}</h2>
        <LoadState
          status={cashier.accounts.status}
          error={cashier.accounts.error}
          onRetry={() => void cashier.accounts.load()}
          empty={list.length === 0}
          emptyText={text.cards.empty}
        >
          <List aria-label={text.cards.list}>
            {list.map((a) => (
              <Item key={a.id}>
                <span>
                  {a.bankName} <span className="no">{maskNumber(a.cardNo)}</span>
                  {a.protocol ? ` · ${a.protocol}` : ''}
                  {a.isDefault ? <Badge>{text.cards.default}</Badge> : null}
                </span>
                <Row>
                  <Link
                    to={`/mine/accountManage/${a.id}`}
                    aria-label={`${text.cards.view} ${maskNumber(a.cardNo)}`}
                  >
                    {text.cards.view}
                  </Link>
                  {!a.isDefault ? (
                    <Button
                      size="s"
                      variant="secondary"
                      onClick={() =>
                        void cashier.setDefaultAccount(a.id).then((r) => {
                          if (r.ok) root.ui.success(text.cards.defaultSet);
                          else root.ui.error(serverText(r.message));
                        })
                      }
                    >
                      {text.cards.setDefault}
                    </Button>
                  ) : null}
                  <Button size="s" variant="secondary" onClick={() => setRemoving(a)}>
                    {text.cards.remove}
                  </Button>
                </Row>
              </Item>
            ))}
          </List>
        </LoadState>
      </Panel>
      <AddForm kind={kind} />
      <Muted>{text.cards.holderTip}</Muted>
      <RemoveDialog account={removing} onClose={() => setRemoving(null)} />
    </Page>
  );
});

const KIND_OF: Record<string, PayoutKind> = {
  addBankCard: 'bank',
  alipayManage: 'alipay',
  virtualCoinCard: 'usdt',
};

export default function Cards({ meta }: ScreenProps) {
  return <CardsScreen kind={KIND_OF[meta.name] ?? 'bank'} />;
}
