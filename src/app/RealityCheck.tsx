// The reality check of responsible play (issue 12): follows the session (ResponsibleStore.watch)
// and, when the member's interval (30 or 60 minutes) has passed, asks through the tips dialog of
// the dialog layer: time played and net result this session, 继续游戏 or 退出登录. Loaded for a
// logged-in member only (AppShell), with the member store.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { fill, useTexts } from '../i18n/screenTexts';
import { useRootStore } from '../stores';
import '../stores/member/register';
import { chromeTexts } from './layouts/texts';

export const RealityCheck = observer(function RealityCheck() {
  const root = useRootStore();
  const rp = root.member.responsible;
  const text = useTexts(chromeTexts);
  useEffect(() => rp.watch(), [rp]);
  const due = rp.due;
  useEffect(() => {
    if (!due) return;
    const net = due.net === null ? null : (due.net > 0 ? '+' : '') + due.net.toFixed(2);
    root.ui.showTips({
      title: text.realityTitle,
      content:
        net === null
          ? fill(text.realityNoNet, { minutes: due.minutes })
          : fill(text.realityText, { minutes: due.minutes, net }),
      confirmText: text.realityContinue,
      cancelText: text.realityLogout,
      closable: false,
      onConfirm: () => rp.continuePlaying(),
      onCancel: () => void rp.logoutNow(),
    });
  }, [due, root, rp, text]);
  return null;
});
