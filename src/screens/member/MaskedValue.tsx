// A masked phone, e-mail or real name with an eye button that reveals it (MaskedData: the server's
// answer, cached under DD_ for the session) and hides it again. No button where the site hides
// real numbers (the phone with hiddenRealNumber) or nothing is bound.
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { fill } from '../../i18n/screenTexts';
import { useMemberStore, useRootStore } from '../../stores';
import type { MaskedKind } from '../../stores/member/MaskedData';
import { design } from '../../theme/design';
import { useSecurityTexts } from './Auth/texts';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${design.space.xxs};
  font-variant-numeric: tabular-nums;
`;

const EyeButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${design.touchTarget};
  min-height: ${design.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${design.radius.m};
  background: transparent;
  color: ${design.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${design.color.text};
    background: ${design.color.surfaceHover};
  }
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const MaskedValue = observer(function MaskedValue({ kind }: { kind: MaskedKind }) {
  const masked = useMemberStore().masked;
  const ui = useRootStore().ui;
  const text = useSecurityTexts();
  const shown = masked.isShown(kind);
  const what = text.reveal[kind];
  const toggle = async () => {
    if (shown) return masked.hide(kind);
    const result = await masked.reveal(kind);
    if (!result.ok && result.message !== '') ui.error(result.message);
  };
  return (
    <Wrap>
      <span>{masked.text(kind)}</span>
      {masked.canReveal(kind) ? (
        <EyeButton
          type="button"
          aria-label={fill(shown ? text.reveal.hide : text.reveal.show, { what })}
          aria-pressed={shown}
          aria-busy={masked.busy === kind}
          onClick={() => void toggle()}
        >
          {shown ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </EyeButton>
      ) : null}
    </Wrap>
  );
});
