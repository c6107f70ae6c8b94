// /game/sport/crty: the external sports channel's launch address in a sandboxed frame filling
// the board area (sports-channel mode, guard 4). Entering moves the centre wallet into the channel
// when the member's 免转钱包 (auto-transfer) is on: the bar says the amount while it moves (the
// centre balance read just before) and once moved (the centre wallet before minus after), with
// 回收 beside it.
// The launch is every venue's (spec sections 4 and 8): the 启动中 overlay while it runs, 6413's
// transfer-in dialog (whose launch comes back here in the route's state), a failure as the
// server's toast; the page then offers to enter again, never a second error of its own.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { isWebUrl, venueFrameSandbox } from '../../../domain';
import { defineTexts, fill, useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { SPORTS_CHANNEL } from '../../../stores/sports/SportsStore';
import { sportsTexts } from '../texts';
import '../../../stores/sports/register';
import { design } from '../../../theme/design';

const Wrap = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  padding: ${design.space.xs};
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${design.space.s};
  }
  h1 {
    margin: 0;
    font-size: ${design.typography.size.xl};
  }
  .enter {
    display: flex;
    justify-content: center;
    padding: ${design.space.xl} 0;
  }
  iframe {
    width: 100%;
    height: calc(100vh - 10rem);
    min-height: 24rem;
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.surface};
  }
`;

// this page's own text (the area's catalogue is in every page's first script)
const channelTexts = defineTexts(
  { autoMoving: '正在自动转入 {{amount}} 元' },
  { autoMoving: '正在自動轉入 {{amount}} 元' },
);

export const ChannelView = observer(function ChannelView() {
  const root = useRootStore();
  const { sports, wallet } = root;
  const t = useTexts(sportsTexts);
  const own = useTexts(channelTexts);
  /** What the launch moves in (while it runs) or moved, in yuan (SportsStore.channelMove). */
  const moved = sports.channelMove;
  // the transfer-in dialog's launch of the channel: its address arrives in the route's state
  const location = useLocation();
  const launched = (location.state as { url?: unknown } | null)?.url;
  useEffect(() => {
    if (typeof launched === 'string') sports.adoptChannel(launched);
  }, [sports, launched]);
  useEffect(() => {
    // guard 4 of the navigation started the launch already: this joins it
    void sports.enter(SPORTS_CHANNEL);
    return () => sports.leave();
  }, [sports]);

  const recycle = async () => {
    if (await wallet.recycle(SPORTS_CHANNEL)) sports.forgetChannelMove();
  };
  // Only a web address is framed (never a script or data url from the answer).
  const channelUrl =
    sports.channelUrl && isWebUrl(sports.channelUrl, window.location.href)
      ? sports.channelUrl
      : null;
  return (
    <Wrap>
      <div className="bar">
        <h1>{t.channelTitle}</h1>
        <span role="status" className="num">
          {moved &&
            fill(moved.done ? t.autoMoved : own.autoMoving, { amount: moved.amount.toFixed(2) })}
        </span>
        <Button size="s" variant="secondary" onClick={() => void recycle()}>
          {t.recycle}
        </Button>
      </div>
      {channelUrl ? (
        <iframe
          title={t.channelTitle}
          src={channelUrl}
          sandbox={venueFrameSandbox(channelUrl, window.location.href, 'allow-popups')}
          referrerPolicy="no-referrer"
        />
      ) : sports.channelLoading ? null : (
        // not launched (a failure said by its toast, or the transfer-in dialog open): enter again
        <div className="enter">
          <Button onClick={() => void sports.enter(SPORTS_CHANNEL)}>{t.enterChannel}</Button>
        </div>
      )}
    </Wrap>
  );
});
