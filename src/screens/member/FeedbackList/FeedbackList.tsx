// 反馈记录 (/mine/feedback/list): the player's feedback with status and new-reply marks, the
// detail with images and the service's replies (opening it clears the new-reply mark and the
// unread count), delete after a confirm.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { TipsDialog } from '../../../components/TipsDialog/TipsDialog';
import { Tag } from '../../../components/Tag/Tag';
import { fill } from '../../../i18n/screenTexts';
import { formatCny } from '../../../domain';
import { useMemberStore, useRootStore } from '../../../stores';
import { feedbackTypeLabel } from '../Feedback/Feedback';
import { Card, Muted, Page, Row } from '../shared';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${design.space.xs} ${design.space.m};
    padding: ${design.space.s} 0;
  }
  li + li {
    border-top: 1px solid ${design.color.border};
  }
  p {
    flex: 1 1 14rem;
    margin: 0;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    color: ${design.color.textMuted};
    font-variant-numeric: tabular-nums;
    font-size: ${design.typography.size.s};
  }
`;

const Thread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${design.radius.m};
  }
`;

const Reply = styled.div`
  padding: ${design.space.s};
  border-radius: ${design.radius.m};
  background: ${design.color.surfaceRaised};
`;

type FeedbackStatus = 0 | 1 | 2 | 3;

/** 已回复 only when a person answered; the automatic acknowledgement is 已受理 (contract: 3). */
const STATUS_TONES: Record<FeedbackStatus, 'success' | 'info' | 'neutral'> = {
  0: 'neutral',
  1: 'success',
  2: 'neutral',
  3: 'info',
};

function statusLabel(text: ReturnType<typeof useMemberTexts>, status: FeedbackStatus): string {
  const f = text.feedback;
  const labels = [f.statusWaiting, f.statusReplied, f.statusClosed, f.statusAcknowledged] as const;
  return labels[status];
}

/** Who wrote a message of the thread: the player, a person of customer service, or the
 * automatic acknowledgement. */
function fromLabel(
  text: ReturnType<typeof useMemberTexts>,
  from: 'member' | 'service' | 'system',
): string {
  const f = text.feedback;
  return from === 'system' ? f.autoReply : from === 'service' ? f.service : f.me;
}

const Detail = observer(function Detail() {
  const store = useMemberStore().feedback;
  const text = useMemberTexts();
  const [confirming, setConfirming] = useState(false);
  const ui = useRootStore().ui;
  const detail = store.detail;
  const data = detail?.data ?? null;
  return (
    <>
      <Dialog
        open={detail !== null && !confirming}
        onOpenChange={(o) => (o ? undefined : store.closeDetail())}
        title={text.feedback.detail}
        footer={
          <Row>
            <Button variant="secondary" disabled={!data} onClick={() => setConfirming(true)}>
              {text.feedback.delete}
            </Button>
            <Button onClick={() => store.closeDetail()}>{text.common.close}</Button>
          </Row>
        }
      >
        {detail ? (
          <LoadState
            status={detail.status}
            error={detail.error}
            missing={detail.missing}
            onRetry={() => void detail.load()}
          >
            {data ? (
              <Thread>
                <Row>
                  <Tag tone="neutral">{feedbackTypeLabel(text, data.type)}</Tag>
                  <Muted as="span">{data.createTime}</Muted>
                </Row>
                <p>{data.content}</p>
                {data.images.length > 0 ? (
                  <Row>
                    {data.images.map((src, i) => (
                      <img key={src} src={src} alt={fill(text.feedback.imageAlt, { n: i + 1 })} />
                    ))}
                  </Row>
                ) : null}
                {data.bet ? (
                  <Reply as="section" aria-label={text.feedback.cited}>
                    <Muted>
                      {text.feedback.cited} · {text.feedback.orderNo} {data.bet.orderNo}
                    </Muted>
                    <p>
                      {fill(text.feedback.betOption, {
                        game: `${data.bet.venueName} ${data.bet.gameName}`,
                        amount: formatCny(data.bet.betAmount),
                        time: data.bet.betTime,
                      })}
                    </p>
                  </Reply>
                ) : null}
                <strong>{text.feedback.replies}</strong>
                {data.replies.length === 0 ? <Muted>{text.feedback.noReply}</Muted> : null}
                {data.replies.map((r) => (
                  <Reply key={r.id}>
                    <Muted>
                      {fromLabel(text, r.from)} · {r.createTime}
                    </Muted>
                    <p>{r.content}</p>
                  </Reply>
                ))}
              </Thread>
            ) : null}
          </LoadState>
        ) : null}
      </Dialog>
      <TipsDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={text.feedback.deleteConfirm}
        showCancel
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (data)
            void store.remove(data.id).then((ok) => {
              if (ok) ui.success({ text: text.feedback.deleted });
            });
        }}
      />
    </>
  );
});

export const FeedbackListView = observer(function FeedbackListView() {
  const store = useMemberStore().feedback;
  const text = useMemberTexts();
  const list = store.list;
  useEffect(() => void list.reload(), [list]);
  return (
    <Page aria-labelledby="feedback-list-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <h1 id="feedback-list-title">{text.feedback.list}</h1>
        <Link to="/mine/feedback">{text.feedback.goSubmit}</Link>
      </Row>
      <Card>
        <LoadState
          status={list.status}
          error={list.error}
          onRetry={() => void list.load()}
          empty={list.isEmpty}
          emptyText={text.feedback.empty}
        >
          <List aria-label={text.feedback.list}>
            {list.items.map((f) => (
              <li key={f.id}>
                <Tag tone="neutral">{feedbackTypeLabel(text, f.type)}</Tag>
                <p>{f.content}</p>
                <Tag tone={STATUS_TONES[f.status]}>{statusLabel(text, f.status)}</Tag>
                {f.unread && f.status === 1 ? (
                  <Tag tone="danger">{text.feedback.newReply}</Tag>
                ) : null}
                <time>{f.createTime}</time>
                <Button variant="secondary" size="s" onClick={() => store.open(f.id)}>
                  {text.feedback.view}
                </Button>
              </li>
            ))}
          </List>
          {list.total > list.pageSize ? (
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPageChange={(p) => void list.load(p)}
            />
          ) : null}
        </LoadState>
      </Card>
      <Detail />
    </Page>
  );
});

export default function FeedbackList(_props: ScreenProps) {
  return <FeedbackListView />;
}
