// The live chat: a floating button (with the unseen-message badge while closed) opening a panel
// over the ChatStore. Visitors read the live room as guests; members send and read the history
// in pages of 15 as the player scrolls up; the link state (connecting, reconnecting in 5 s) is shown; every message is
// rendered as text, never as HTML. Mounted once by the app shell.
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import MessageCircle from 'lucide-react/icons/message-circle';
import X from 'lucide-react/icons/x';
import { Button } from '../../../components/Button/Button';
import { fill } from '../../../i18n/screenTexts';
import { useChatSlots } from '../../../app/layouts/chatSlot';
import { useChatStore, useRootStore, useSessionStore } from '../../../stores';
import '../../../stores/chat/register';
import { useMemberTexts } from '../texts';
import { design } from '../../../theme/design';
import { dialogSurface } from '../../../theme/surfaces';

// round, in a bar of the chrome (src/app/layouts/chatSlot.tsx): it never floats over a page
const Fab = styled.button`
  position: relative;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${design.color.primary};
  color: ${design.color.primaryText};
  box-shadow: ${design.shadow.card};
  cursor: pointer;
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${design.color.danger};
  color: #ffffff;
  font-size: 12px;
  line-height: 20px;
  font-variant-numeric: tabular-nums;
`;

const Panel = styled.section`
  position: fixed;
  right: ${design.space.m};
  /* above the phone's tab bar (GlobalStyle's --tab-bar) */
  bottom: calc(var(--tab-bar, 0px) + ${design.space.s});
  z-index: ${design.zIndex.dropdown};
  width: min(360px, calc(100vw - 2 * ${design.space.m}));
  height: min(520px, calc(100vh - 6rem - var(--tab-bar, 0px)));
  display: flex;
  flex-direction: column;
  border: 1px solid ${design.color.border};
  ${dialogSurface}
  overflow: hidden;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.xs};
  padding: ${design.space.xs} ${design.space.s};
  background: ${design.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${design.typography.size.m};
  }
  button {
    width: 40px;
    height: 40px;
    display: grid;
    place-items: center;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const State = styled.p<{ $warn: boolean }>`
  margin: 0;
  padding: ${design.space.xxs} ${design.space.s};
  font-size: ${design.typography.size.xs};
  background: ${({ theme, $warn }) => ($warn ? theme.color.warning : 'transparent')};
  color: ${({ theme, $warn }) => ($warn ? '#ffffff' : theme.color.textMuted)};
`;

const Lines = styled.ol`
  flex: 1 1 auto;
  margin: 0;
  padding: ${design.space.s};
  list-style: none;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    max-width: 85%;
  }
  li[data-mine='true'] {
    align-self: flex-end;
    align-items: flex-end;
  }
  small {
    color: ${design.color.textMuted};
    font-size: ${design.typography.size.xs};
  }
  li > span {
    padding: ${design.space.xxs} ${design.space.xs};
    border-radius: ${design.radius.m};
    background: ${design.color.surfaceRaised};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.li`
  align-self: center;
  max-width: none !important;
  color: ${design.color.textMuted};
  font-size: ${design.typography.size.xs};
`;

const Compose = styled.form`
  display: flex;
  gap: ${design.space.xs};
  padding: ${design.space.xs};
  border-top: 1px solid ${design.color.border};
  input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 40px;
    padding: 0 ${design.space.s};
    border: 1px solid ${design.color.border};
    border-radius: ${design.radius.m};
    background: ${design.color.inputBackground};
    color: ${design.color.text};
    font: inherit;
  }
`;

const Guest = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${design.space.xs};
  padding: ${design.space.xs} ${design.space.s};
  border-top: 1px solid ${design.color.border};
  font-size: ${design.typography.size.s};
`;

function timeOf(t: number | string | null): string {
  if (typeof t !== 'number') return typeof t === 'string' ? t : '';
  const d = new Date(t);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

const ChatPanel = observer(function ChatPanel({ onClose }: { onClose: () => void }) {
  const chat = useChatStore();
  const session = useSessionStore();
  const root = useRootStore();
  const text = useMemberTexts().chat;
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const count = chat.lines.length;
  const lastKey = chat.lines[count - 1]?.key;

  const member = session.isLoggedIn;
  useEffect(() => {
    if (member && chat.historyPage === 0) void chat.loadHistory();
  }, [chat, member]);

  // older pages keep the view where it was; new lines at the bottom scroll into view
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (keep.current) {
      el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
      keep.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [count, lastKey]);

  const onScroll = () => {
    const el = list.current;
    if (!el || el.scrollTop > 24 || chat.historyLoading || !chat.historyAvailable) return;
    keep.current = { height: el.scrollHeight, top: el.scrollTop };
    void chat.loadHistory();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chat.send(draft)) setDraft('');
  };

  const state = chat.reconnecting ? text.reconnecting : chat.linkUp ? text.online : text.connecting;

  return (
    <Panel aria-labelledby="chat-title">
      <Head>
        <h2 id="chat-title">{text.title}</h2>
        <button type="button" aria-label={text.close} onClick={onClose}>
          <X size={20} aria-hidden />
        </button>
      </Head>
      <State role="status" $warn={chat.reconnecting}>
        {state}
        {chat.pendingCount > 0 ? ` · ${fill(text.sending, { n: chat.pendingCount })}` : ''}
      </State>
      <Lines ref={list} onScroll={onScroll} aria-label={text.messages} tabIndex={0}>
        {chat.historyAvailable ? (
          <Note>
            <Button
              variant="text"
              size="s"
              busy={chat.historyLoading}
              onClick={() => {
                const el = list.current;
                if (el) keep.current = { height: el.scrollHeight, top: el.scrollTop };
                void chat.loadHistory();
              }}
            >
              {chat.historyLoading ? text.loadingMore : text.more}
            </Button>
          </Note>
        ) : count > 0 ? (
          <Note>{text.noMore}</Note>
        ) : null}
        {count === 0 && !chat.historyLoading ? <Note>{text.empty}</Note> : null}
        {chat.lines.map((l) => {
          const mine = l.uid !== null && l.uid === session.userId;
          return (
            <li key={l.key} data-mine={mine}>
              <small>
                {mine ? text.me : (l.nickname ?? '')} {timeOf(l.time)}
              </small>
              {/* plain text only: React escapes it, nothing is parsed as HTML */}
              <span>{l.msg}</span>
            </li>
          );
        })}
      </Lines>
      {session.isLoggedIn ? (
        <Compose onSubmit={submit}>
          <input
            aria-label={text.placeholder}
            placeholder={text.placeholder}
            value={draft}
            maxLength={500}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" size="s" disabled={draft.trim() === ''}>
            {text.send}
          </Button>
        </Compose>
      ) : (
        <Guest>
          <span>{text.guest}</span>
          <Button size="s" onClick={() => root.events.emit({ type: 'login' })}>
            {text.login}
          </Button>
        </Guest>
      )}
    </Panel>
  );
});

/** The chat button (in each of the chrome's chat slots) and panel (mount once, e.g. in the app
 * shell). */
export const ChatWidget = observer(function ChatWidget() {
  const chat = useChatStore();
  const text = useMemberTexts().chat;
  const slots = useChatSlots();
  if (chat.panelOpen) return <ChatPanel onClose={() => chat.setPanelOpen(false)} />;
  const button = (
    <Fab
      type="button"
      aria-label={chat.unseen > 0 ? fill(text.openUnread, { n: chat.unseen }) : text.open}
      onClick={() => chat.setPanelOpen(true)}
    >
      <MessageCircle size={22} aria-hidden />
      {chat.unseen > 0 ? <Badge aria-hidden>{chat.unseen > 99 ? '99+' : chat.unseen}</Badge> : null}
    </Fab>
  );
  return <>{slots.map((slot) => createPortal(button, slot, `chat-${slots.indexOf(slot)}`))}</>;
});
