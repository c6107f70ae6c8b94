// zxkf: the member's conversation with online customer service (issue 40). It is a private room
// on the chat socket (server/support.ts): the client names `support`, the server puts the member
// in their own room, keeps every line (the support inbox) and pushes support's answers live. A
// visitor is asked to log in. Lines are rendered as text, never as HTML.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { Input } from '../../../components/Input/Input';
import { useRootStore, useSessionStore } from '../../../stores';
import { ChatStore } from '../../../stores/chat/ChatStore';
import { useTexts } from '../../../i18n/screenTexts';
import { helpTexts } from '../texts';
import { design } from '../../../theme/design';

/** The room a client names for its own support conversation (the server picks whose). */
export const SUPPORT_ROOM = 'support';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  h3 {
    margin: 0;
    font-size: ${design.typography.size.m};
  }
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${design.space.s};
  max-height: 22rem;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.m};
  background: ${design.color.surface};
`;

const Line = styled.li<{ $mine: boolean }>`
  align-self: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${design.space.xxs} ${design.space.xs};
  border-radius: ${design.radius.m};
  background: ${(p) => (p.$mine ? design.color.primary : design.color.surfaceRaised)};
  color: ${(p) => (p.$mine ? design.color.primaryText : design.color.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  strong {
    display: block;
    font-size: ${design.typography.size.s};
  }
`;

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${design.space.s};
  > :first-child {
    flex: 1;
  }
`;

const Muted = styled.p`
  margin: 0;
`;

/** The conversation of a logged-in member: its own chat link joined to the support room. */
const Conversation = observer(function Conversation() {
  const root = useRootStore();
  const text = useTexts(helpTexts).service;
  const [chat] = useState(() => new ChatStore(root));
  const [draft, setDraft] = useState('');
  useEffect(() => {
    chat.setPanelOpen(true);
    chat.start(SUPPORT_ROOM);
    void chat.loadHistory();
    return () => chat.disconnect();
  }, [chat]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chat.send(draft)) setDraft('');
  };
  const status = chat.reconnecting
    ? text.reconnecting
    : chat.status === 'open'
      ? null
      : text.connecting;
  return (
    <Box aria-labelledby="support-conversation">
      <h3 id="support-conversation">{text.conversation}</h3>
      {chat.historyAvailable && chat.historyPage > 0 ? (
        <Button variant="secondary" size="s" onClick={() => void chat.loadHistory()}>
          {text.earlier}
        </Button>
      ) : null}
      <Lines aria-label={text.conversation} aria-live="polite">
        {chat.lines.length === 0 ? (
          <li>
            <Muted>{text.empty}</Muted>
          </li>
        ) : (
          chat.lines.map((line) => {
            const mine = Boolean(line.uid);
            return (
              <Line key={line.key} $mine={mine}>
                <strong>{mine ? text.me : text.support}</strong>
                {line.msg}
              </Line>
            );
          })
        )}
      </Lines>
      {status ? <Muted role="status">{status}</Muted> : null}
      {chat.historyError ? <Muted role="alert">{chat.historyError}</Muted> : null}
      <Row onSubmit={submit}>
        <Input label={text.input} value={draft} onChange={setDraft} maxLength={500} />
        <Button type="submit" disabled={!draft.trim()}>
          {text.send}
        </Button>
      </Row>
    </Box>
  );
});

/** zxkf's conversation, or for a visitor the way to it (log in). */
export const SupportChat = observer(function SupportChat() {
  const root = useRootStore();
  const session = useSessionStore();
  const text = useTexts(helpTexts).service;
  if (!session.isLoggedIn)
    return (
      <Box aria-label={text.conversation}>
        <Muted>{text.loginFirst}</Muted>
        <div>
          <Button onClick={() => root.ui.openAuth(1)}>{text.login}</Button>
        </div>
      </Box>
    );
  // a new login is a new member's conversation: the link starts again
  return <Conversation key={session.token ?? ''} />;
});
