import { observer } from 'mobx-react-lite';
import { Button } from '../../components/Button/Button';
import { useWalletStore } from '../../stores';

export interface RefreshBalanceButtonProps {
  /** The screen's texts: the label and the label while the balance loads. */
  text: { refresh: string; refreshing: string };
}

/** Reloads the centre wallet's balance (an error shows as a toast): the header and 我的钱包. */
export const RefreshBalanceButton = observer(function RefreshBalanceButton({
  text,
}: RefreshBalanceButtonProps) {
  const wallet = useWalletStore();
  return (
    <Button
      size="s"
      variant="secondary"
      busy={wallet.balanceLoading}
      busyText={text.refreshing}
      onClick={() => void wallet.refreshBalance({ showError: true })}
    >
      {text.refresh}
    </Button>
  );
});
