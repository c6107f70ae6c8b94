// 账户管理 (/mine/accountManage/{id}): one withdrawal account with its masked number, set it as
// the default of its kind, or remove it after a confirmation.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/Button/Button';
import { Empty } from '../../../components/Empty/Empty';
import { LoadState } from '../../../components/LoadState/LoadState';
import type { ScreenProps } from '../../../app/areas/types';
import { useRootStore } from '../../../stores';
import { maskNumber } from '../../../stores/cashier/rules';
import { Details, Page, Panel, Row, useCashier, useCashierTexts, useServerMessage } from '../parts';
import { RemoveDialog, titleOf } from './Cards';

const LIST_PATH = {
  bank: '/mine/addBankCard',
  alipay: '/mine/alipayManage',
  usdt: '/mine/virtualCoinCard',
};

export const AccountManageScreen = observer(function AccountManageScreen({ id }: { id: number }) {
  const root = useRootStore();
  const cashier = useCashier();
  const text = useCashierTexts();
  const serverText = useServerMessage();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    void cashier.accounts.load();
  }, [cashier]);

  const account = (cashier.accounts.data ?? []).find((a) => a.id === id) ?? null;

  return (
    <Page aria-labelledby="account-title">
      <h1 id="account-title">{text.cards.detailTitle}</h1>
      <LoadState
        status={cashier.accounts.status}
        error={cashier.accounts.error}
        onRetry={() => void cashier.accounts.load()}
      >
        {account ? (
          <Panel>
            <Details
              rows={[
                [text.cards.type, titleOf(text, account.type)],
                [text.cards.bank, account.bankName],
                [
                  account.type === 'usdt' ? text.cards.address : text.cards.cardNo,
                  maskNumber(account.cardNo),
                ],
                account.protocol ? [text.cards.network, account.protocol] : null,
                account.type !== 'usdt' ? [text.cards.holder, account.holderName] : null,
                account.bankCode && account.type === 'bank'
                  ? [text.cards.branch, account.bankCode]
                  : null,
                [text.cards.default, account.isDefault ? '✓' : '-'],
              ]}
            />
            <Row>
              {!account.isDefault ? (
                <Button
                  onClick={() =>
                    void cashier.setDefaultAccount(account.id).then((r) => {
                      if (r.ok) root.ui.success(text.cards.defaultSet);
                      else root.ui.error(serverText(r.message));
                    })
                  }
                >
                  {text.cards.setDefault}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => setRemoving(true)}>
                {text.cards.remove}
              </Button>
              <Link to={LIST_PATH[account.type]}>{text.cards.toList}</Link>
            </Row>
          </Panel>
        ) : (
          <Empty
            text={text.cards.notFound}
            action={<Link to="/mine/addBankCard">{text.cards.toList}</Link>}
          />
        )}
      </LoadState>
      <RemoveDialog
        account={removing ? account : null}
        onClose={() => setRemoving(false)}
        onRemoved={() => account && navigate(LIST_PATH[account.type], { replace: true })}
      />
    </Page>
  );
});

export default function AccountManage(_props: Partial<ScreenProps>) {
  const { id } = useParams();
  return <AccountManageScreen id={Number(id)} />;
}
