// 好友邀请 (/activity/friendInvitation): the member's invitation code and link (icode, rcode), a
// QR code of the link, copy with 复制成功, the friends invited and the rewards earned. Visitors
// see the rules and are asked to log in.
import { observer } from 'mobx-react-lite';
import { QrFigure } from '../../../components/QrCode/QrFigure';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Amount } from '../../../components/Amount/Amount';
import { Button } from '../../../components/Button/Button';
import { LoadState } from '../../../components/LoadState/LoadState';
import type { ScreenProps } from '../../../app/areas/types';
import { fill } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import {
  Card,
  DataTable,
  ListPager,
  Muted,
  Num,
  Page,
  PromoBanner,
  Row,
  RulesCard,
  Section,
  StatItems,
  VisitorPrompt,
  usePromoTexts,
} from '../shared';
import { copyText } from '../../../app/copyText';
import '../../../stores/promotions/register';
import { design } from '../../../theme/design';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${design.space.m};
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.xxs};
  margin-bottom: ${design.space.s};
  code {
    font-family: ${design.typography.familyMono};
    font-size: ${design.typography.size.l};
    word-break: break-all;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${design.space.s};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${design.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${design.typography.size.xl};
    font-weight: ${design.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const RULES =
  '<p>邀请好友注册并完成首存,双方共享奖励。</p><ul><li>分享您的邀请码或邀请链接,好友注册时自动绑定。</li><li>每位完成首存的好友为您带来18.88元奖励。</li><li>本站保留对活动的最终解释权。</li></ul>';

export const FriendInvitationScreen = observer(function FriendInvitationScreen() {
  const root = useRootStore();
  const t = usePromoTexts();
  const { promotions } = root;
  const loggedIn = root.session.isLoggedIn;
  useEffect(() => {
    void promotions.loadInvite();
  }, [promotions, loggedIn]);
  const info = promotions.invite.data;
  const friends = promotions.friends;
  const copy = (text: string) => copyText(root.ui, text);
  return (
    <Page aria-labelledby="invite-title">
      <PromoBanner id={0} kind="friendInvitation" title={t.inviteTitle} decorative />
      <h1 id="invite-title">{t.inviteTitle}</h1>
      {!loggedIn ? <VisitorPrompt /> : null}
      {loggedIn ? (
        <LoadState
          status={promotions.invite.status}
          error={promotions.invite.error}
          onRetry={() => void promotions.loadInvite()}
        >
          {info ? (
            <>
              <Card>
                <Layout>
                  <div>
                    <Field>
                      <span>{t.inviteCode}</span>
                      <Row>
                        <code>{info.icode}</code>
                        <Button size="s" variant="secondary" onClick={() => void copy(info.icode)}>
                          {t.copyCode}
                        </Button>
                      </Row>
                    </Field>
                    <Field>
                      <span>{t.referralCode}</span>
                      <code>{info.rcode}</code>
                    </Field>
                    <Field>
                      <span>{t.inviteLink}</span>
                      <code>{info.inviteUrl}</code>
                      <Row>
                        <Button size="s" onClick={() => void copy(info.inviteUrl)}>
                          {t.copyLink}
                        </Button>
                      </Row>
                    </Field>
                    <Muted>{fill(t.rewardPerFriend, { amount: info.rewardPerFriend })}</Muted>
                  </div>
                  <QrFigure
                    value={info.inviteUrl}
                    size={148}
                    role="img"
                    aria-label={t.qrLabel}
                    caption={t.qrLabel}
                  />
                </Layout>
              </Card>
              <Card>
                <Stats>
                  <StatItems
                    items={[
                      { label: t.invitedCount, value: fill(t.people, { n: info.invitedCount }) },
                      {
                        label: t.depositedCount,
                        value: fill(t.people, { n: info.depositedCount }),
                      },
                      { label: t.rewardTotal, value: info.rewardTotal },
                    ]}
                  />
                </Stats>
              </Card>
              <Section title={t.friends}>
                <LoadState
                  status={friends.status}
                  error={friends.error}
                  onRetry={() => void friends.load()}
                  empty={friends.isEmpty}
                  emptyText={t.noFriends}
                >
                  <DataTable>
                    <thead>
                      <tr>
                        <th scope="col">{t.friendName}</th>
                        <th scope="col">{t.registerTime}</th>
                        <th scope="col">{t.deposited}</th>
                        <th scope="col">{t.reward}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {friends.items.map((f) => (
                        <tr key={`${f.name}-${f.registerTime}`}>
                          <td>{f.name}</td>
                          <td>
                            <Num>{f.registerTime}</Num>
                          </td>
                          <td>{f.deposited ? t.depositedYes : t.depositedNo}</td>
                          <td>
                            <Amount value={f.rewardAmount} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </DataTable>
                  <ListPager list={friends} />
                </LoadState>
              </Section>
            </>
          ) : null}
        </LoadState>
      ) : null}
      <RulesCard html={RULES} />
    </Page>
  );
});

export default function FriendInvitation(_props: ScreenProps) {
  return <FriendInvitationScreen />;
}
