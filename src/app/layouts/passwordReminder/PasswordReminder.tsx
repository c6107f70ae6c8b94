// The top header banner of spec section 4: a strip above the header reminding a member whose
// login password is 90 days old or more (member/info passwordChangeAdvised) to change it, with a
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
  justify-content: center;
  gap: ${design.space.s};
  padding: ${design.space.xxs} ${design.density.gutter};
  background: ${design.color.warningSoft};
  color: ${design.color.text};
  font-size: ${design.type.caption.size};
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
  min-width: ${design.touchTarget};
  min-height: ${design.touchTarget};
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
      <span>{text.text}</span>
      <Link to="/mine/auth#login-password">{text.change}</Link>
      <Close type="button" aria-label={text.close} onClick={() => ui.hideHeaderBanner()}>
        <X size={16} aria-hidden />
      </Close>
    </Strip>
  );
}
