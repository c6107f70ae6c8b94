// 新手教程 (/mine/introTutorial): register, deposit, transfer, bet, withdraw, step by step, each
// with an in-house illustration (inline SVG around a lucide icon) and a link to the page.
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Banknote from 'lucide-react/icons/banknote';
import Trophy from 'lucide-react/icons/trophy';
import UserPlus from 'lucide-react/icons/user-plus';
import Wallet from 'lucide-react/icons/wallet';
import type { ScreenProps } from '../../../app/areas/types';
import { fill } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { Card, Muted, Page } from '../shared';
import { useMemberTexts, type MemberTexts } from '../texts';
import { design } from '../../../theme/design';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${design.space.m};
`;

const Step = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${design.space.m};
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: ${design.space.xxs};
  }
  > div {
    flex: 1 1 16rem;
    display: flex;
    flex-direction: column;
    gap: ${design.space.xs};
  }
  a {
    color: ${design.color.link};
  }
`;

const Art = styled.div`
  position: relative;
  flex: 0 0 120px;
  height: 90px;
  color: ${design.color.primaryText};
  svg.bg {
    position: absolute;
    inset: 0;
  }
  > span {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
  }
`;

type Key = 'register' | 'deposit' | 'transfer' | 'bet' | 'withdraw';

const STEPS: Array<{ key: Key; icon: ComponentType<{ size?: number }>; to: string; hue: string }> =
  [
    { key: 'register', icon: UserPlus, to: '/?register=1', hue: '#2f6fe0' },
    { key: 'deposit', icon: Wallet, to: '/mine/savemoney', hue: '#1e8e3e' },
    { key: 'transfer', icon: ArrowLeftRight, to: '/mine/transfermoney', hue: '#b45309' },
    { key: 'bet', icon: Trophy, to: '/game/sport', hue: '#8a6410' },
    { key: 'withdraw', icon: Banknote, to: '/mine/takemoney', hue: '#174a9f' },
  ];

function lines(text: MemberTexts['tutorial'], key: Key, withdrawPassword: boolean): string[] {
  const all = [1, 2, 3].map((i) => text[`${key}${i}` as keyof MemberTexts['tutorial']]);
  // a site without withdraw passwords (withdrawPasswordEnabled off) never asks for one
  if (key !== 'withdraw' || withdrawPassword) return all;
  return [text.withdraw1NoPwd, text.withdraw2, text.withdraw3NoPwd];
}

/** The step's picture: a soft card with rings and the step number, the icon in the middle. */
function Illustration({
  n,
  hue,
  Icon,
}: {
  n: number;
  hue: string;
  Icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Art aria-hidden>
      <svg className="bg" viewBox="0 0 120 90" width="120" height="90">
        <rect x="0" y="0" width="120" height="90" rx="12" fill={hue} />
        <circle cx="96" cy="18" r="26" fill="rgba(255,255,255,0.14)" />
        <circle cx="18" cy="80" r="30" fill="rgba(255,255,255,0.1)" />
        <text x="12" y="24" fontSize="16" fontWeight="700" fill="rgba(255,255,255,0.85)">
          {n}
        </text>
      </svg>
      <span>
        <Icon size={36} />
      </span>
    </Art>
  );
}

export const IntroTutorialView = observer(function IntroTutorialView() {
  const all = useMemberTexts();
  const text = all.tutorial;
  const withdrawPassword = useRootStore().site.flags.withdrawPasswordEnabled;
  return (
    <Page aria-labelledby="tutorial-title">
      <h1 id="tutorial-title">{text.title}</h1>
      <Muted>{text.intro}</Muted>
      <Steps>
        {STEPS.map((s, i) => {
          const title = text[`${s.key}Title` as keyof MemberTexts['tutorial']];
          return (
            <li key={s.key}>
              <Step as="section" aria-label={title}>
                <Illustration n={i + 1} hue={s.hue} Icon={s.icon} />
                <div>
                  <h2>
                    {fill(text.step, { n: i + 1 })} · {title}
                  </h2>
                  <ol>
                    {lines(text, s.key, withdrawPassword).map((l) => (
                      <li key={l}>{l}</li>
                    ))}
                  </ol>
                  <Link to={s.to}>
                    {text.go} {title}
                  </Link>
                </div>
              </Step>
            </li>
          );
        })}
      </Steps>
      <Muted>{text.responsible}</Muted>
    </Page>
  );
});

export default function IntroTutorial(_props: ScreenProps) {
  return <IntroTutorialView />;
}
