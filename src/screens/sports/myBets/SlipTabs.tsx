// The board's right column (and the phone's sheet): two tabs, 投注单 (the slip, given as children)
// and 我的注单 (the member's open bets with 提前兑现, a late module loaded when the tab is first
// chosen, so the board's first script stays small).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonBlock } from '../../../components/Skeleton/Skeleton';
import { lateModule, useLateModule } from '../../../components/lateModule';
import { useTexts } from '../../../i18n/screenTexts';
import { design } from '../../../theme/design';
import { sportsTexts } from '../texts';

const myBets = lateModule(() => import('./MyBets').then((m) => m.MyBets));

const Strip = styled.div`
  display: flex;
  gap: ${design.space.xxs};
  margin-bottom: ${design.space.xs};
  button {
    flex: 1;
    min-height: 40px;
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.s};
    background: ${design.color.surface};
    color: ${design.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${design.color.primary};
    border-color: ${design.color.primary};
    color: ${design.color.primaryText};
  }
`;

type Tab = 'slip' | 'mine';

export function SlipTabs({ id, children }: { id: string; children: ReactNode }) {
  const t = useTexts(sportsTexts);
  const [tab, setTab] = useState<Tab>('slip');
  const MyBets = useLateModule(myBets, tab === 'mine');
  const button = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-${value}`}
      aria-selected={tab === value}
      aria-controls={`${id}-panel`}
      onClick={() => setTab(value)}
    >
      {label}
    </button>
  );
  return (
    <>
      <Strip role="tablist">
        {button('slip', t.slip)}
        {button('mine', t.myBets)}
      </Strip>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'slip' ? (
          children
        ) : MyBets ? (
          <MyBets />
        ) : (
          <SkeletonBlock aria-hidden $height="10rem" />
        )}
      </div>
    </>
  );
}
