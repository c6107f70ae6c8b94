// The top header banner of spec section 4: a strip at the start of the header's utility row (so
// that arriving after the header it moves nothing) reminding a member whose login password is
// 90 days old or more (member/info passwordChangeAdvised) to change it, with a
// link to 安全认证. password_change_success hides it (UiStore.headerBannerVisible), and so does
// its close button, for the rest of the visit. Loaded only when it shows (SiteHeader).
import KeyRound from 'lucide-react/icons/key-round';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../../../i18n/screenTexts';
import { useRootStore } from '../../../stores';
import { design } from '../../../theme/design';
import { reminderTexts } from './texts';

const Strip = styled.div`
  display: flex;
  align-items: center;
  flex: 0 1 auto;
  min-width: 0;
  max-height: 2rem;
  margin-right: auto;
  gap: ${design.space.xs};
  padding: 0 0 0 ${design.space.xs};
  border-radius: ${design.radius.m};
  background: ${design.color.warningSoft};
  color: ${design.color.text};
  font-size: ${design.type.caption.size};
  > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > span[data-short] {
    display: none;
  }
  /* a phone's row has room for the short text only */
  ${design.media.phone} {
    > span[data-long] {
      display: none;
    }
    > span[data-short] {
      display: inline;
    }
  }
  > svg {
    flex: 0 0 auto;
    color: ${design.color.warning};
  }
  a {
    color: ${design.color.link};
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  min-height: 2rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${design.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${design.color.text};
  }
`;

export default function PasswordReminder() {
  const { ui } = useRootStore();
  const text = useTexts(reminderTexts);
  return (
    <Strip role="region" aria-label={text.label}>
      <KeyRound size={16} aria-hidden />
      <span data-long="">{text.text}</span>
      <span data-short="">{text.short}</span>
      <Link to="/mine/auth#login-password" title={text.text}>
        {text.change}
      </Link>
      <Close type="button" aria-label={text.close} onClick={() => ui.hideHeaderBanner()}>
        <X size={16} aria-hidden />
      </Close>
    </Strip>
  );
}
