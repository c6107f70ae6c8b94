// 消息中心 (/mine/message): letters by type with their unread counts, the list, reading one (its
// detail marks it read), deleting one after a confirm, and marking every letter of a type read.
// The header bell reads the same InboxStore count.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import Trash from 'lucide-react/icons/trash-2';
import type { ScreenProps } from '../../../app/areas/types';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadState } from '../../../components/LoadState/LoadState';
import { Pagination } from '../../../components/Pagination/Pagination';
import { TipsDialog } from '../../../components/TipsDialog/TipsDialog';
import { useInboxStore, useRootStore, type Letter, type LetterType } from '../../../stores';
import { LETTER_PAGE_SIZE, LETTER_TYPES } from '../../../stores/inbox/InboxStore';
import { Card, Muted, Page, Row } from '../shared';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';

const TypeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${design.space.xs};
  button {
    min-height: 40px;
    padding: 0 ${design.space.m};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.round};
    background: ${design.color.surface};
    color: ${design.color.text};
    cursor: pointer;
    font: inherit;
  }
  button[aria-pressed='true'] {
    background: ${design.color.primary};
    border-color: ${design.color.primary};
    color: ${design.color.primaryText};
  }
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 1.25rem;
  margin-left: ${design.space.xxs};
  padding: 0 4px;
  border-radius: ${design.radius.round};
  background: ${design.color.danger};
  color: #ffffff;
  font-size: ${design.typography.size.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li + li {
    border-top: 1px solid ${design.color.border};
  }
`;

const Item = styled.button<{ $unread: boolean }>`
  width: 100%;
  min-height: 48px;
  display: grid;
  grid-template-columns: 0.75rem 1fr auto;
  align-items: center;
  gap: ${design.space.xs};
  padding: ${design.space.s} ${design.space.xs};
  border: 0;
  background: none;
  color: ${design.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-weight: ${({ $unread, theme }) =>
      $unread ? theme.typography.weight.bold : theme.typography.weight.regular};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.s};
    font-variant-numeric: tabular-nums;
  }
  &:hover {
    background: ${design.color.surfaceRaised};
  }
`;

const Dot = styled.span<{ $on: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ $on, theme }) => ($on ? theme.color.danger : 'transparent')};
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${design.typography.lineHeight.normal};
`;

export const MessageView = observer(function MessageView() {
  const inbox = useInboxStore();
  const ui = useRootStore().ui;
  const text = useMemberTexts();
  const [open, setOpen] = useState<Letter | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = inbox.loading ? 'loading' : inbox.error ? 'error' : 'ready';

  useEffect(() => {
    void inbox.loadLetters(inbox.letterType, 1);
    void inbox.refreshUnread().catch(() => undefined);
  }, [inbox]);

  const label = (t: LetterType) => text.message[t];
  const show = (letter: Letter) => {
    setOpen(letter);
    if (!letter.read) void inbox.read(letter.id);
  };
  const remove = async () => {
    if (!open) return;
    setConfirming(false);
    if (await inbox.remove([open.id])) {
      ui.success({ text: text.message.deleted });
      setOpen(null);
    }
  };

  return (
    <Page aria-labelledby="message-title">
      <h1 id="message-title">{text.message.title}</h1>
      <Row style={{ justifyContent: 'space-between' }}>
        <TypeBar role="group" aria-label={text.message.types}>
          {LETTER_TYPES.map((t) => {
            const n = inbox.unreadOf(t);
            return (
              <button
                key={t}
                type="button"
                aria-pressed={inbox.letterType === t}
                onClick={() => void inbox.loadLetters(t, 1)}
              >
                {label(t)}
                {n > 0 ? (
                  <Badge aria-label={`${n} ${text.message.unread}`}>{n > 99 ? '99+' : n}</Badge>
                ) : null}
              </button>
            );
          })}
        </TypeBar>
        <Button
          variant="secondary"
          size="s"
          disabled={inbox.unreadOf(inbox.letterType) === 0}
          onClick={() =>
            void inbox.readAll(inbox.letterType).then((ok) => {
              if (ok) ui.success({ text: text.message.readAllDone });
            })
          }
        >
          {text.message.readAll}
        </Button>
      </Row>
      <Card>
        <LoadState
          status={status}
          error={inbox.error}
          onRetry={() => void inbox.loadLetters(inbox.letterType, inbox.pageNum)}
          empty={inbox.letters.length === 0}
          emptyText={text.message.empty}
        >
          <List aria-label={label(inbox.letterType)}>
            {inbox.letters.map((l) => (
              <li key={l.id}>
                <Item type="button" $unread={!l.read} onClick={() => show(l)}>
                  <Dot $on={!l.read} aria-hidden />
                  <strong>
                    {l.title}
                    {!l.read ? <Muted as="span"> ({text.message.unread})</Muted> : null}
                  </strong>
                  <time>{l.createTime}</time>
                </Item>
              </li>
            ))}
          </List>
          {inbox.total > LETTER_PAGE_SIZE ? (
            <Pagination
              page={inbox.pageNum}
              pageSize={LETTER_PAGE_SIZE}
              total={inbox.total}
              onPageChange={(p) => void inbox.loadLetters(inbox.letterType, p)}
            />
          ) : null}
        </LoadState>
      </Card>
      <Dialog
        open={open !== null && !confirming}
        onOpenChange={(o) => (o ? undefined : setOpen(null))}
        title={open?.title ?? ''}
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trash size={16} aria-hidden /> {text.message.delete}
            </Button>
            <Button onClick={() => setOpen(null)}>{text.common.close}</Button>
          </Row>
        }
      >
        <Muted>{open?.createTime}</Muted>
        {/* letters are plain text, never HTML */}
        <Content>{open?.content}</Content>
      </Dialog>
      <TipsDialog
        open={confirming}
        onOpenChange={(o) => setConfirming(o)}
        message={text.message.deleteConfirm}
        showCancel
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
});

export default function Message(_props: ScreenProps) {
  return <MessageView />;
}
