// Pieces the member-centre screens share: the page frame and cards, the avatar picture, the
// text of a failed action (the codes 6015-6017, 6034-6038, 6066 get their own Chinese message).
import styled from 'styled-components';
import { useMessage } from '../../components/shared/useMessage';
import type { MemberResult } from '../../stores/member/MemberStore';
import { useMemberTexts, type MemberTexts } from './texts';
// every member-centre screen imports this module: the member store arrives with it
import '../../stores/member/register';
import { design } from '../../theme/design';

export { Muted, Page, Panel as Card, Row } from '../../components/PageFrame/PageFrame';

export const ErrorText = styled.p`
  margin: 0;
  color: ${design.color.danger};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  max-width: 28rem;
`;

const CODE_KEYS = {
  6015: 'c6015',
  6016: 'c6016',
  6017: 'c6017',
  6034: 'c6034',
  6035: 'c6035',
  6036: 'c6036',
  6037: 'c6037',
  6038: 'c6038',
  6066: 'c6066',
} as const satisfies Record<number, keyof MemberTexts['errors']>;

const LOCAL_KEYS = new Set<string>(['badType', 'tooLarge']);

/** The text of a failed member action: our message for the known codes, else the server's. */
export function useFailureText(): (result: MemberResult) => string {
  const text = useMemberTexts();
  const message = useMessage();
  return (result) => {
    if (result.ok) return '';
    if (result.code !== null && result.code in CODE_KEYS)
      return text.errors[CODE_KEYS[result.code as keyof typeof CODE_KEYS]];
    if (LOCAL_KEYS.has(result.message))
      return text.errors[result.message as 'badType' | 'tooLarge'];
    if (result.message === 'captchaCancelled') return text.common.captchaCancelled;
    return message(result.message);
  };
}

export { returnPath } from '../../app/safeRedirect';

const AVATAR_COLOURS = [
  '#2f6fe0',
  '#c99a2e',
  '#1e8e3e',
  '#b45309',
  '#8a6410',
  '#174a9f',
  '#b3261e',
  '#474f5d',
];

/**
 * The member's picture: an uploaded image as it is, the built-in avatars (/img/avatar/N.png) drawn
 * in-house as a coloured badge with the name's first letter.
 */
export function AvatarImage({
  url,
  name,
  size = 64,
  label,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
  label: string;
}) {
  const builtIn = /\/img\/avatar\/(\d+)\.png$/.exec(url ?? '');
  if (url && !builtIn) {
    return (
      <img
        src={url}
        alt={label}
        width={size}
        height={size}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
    );
  }
  const n = Number(builtIn?.[1] ?? 1);
  const colour = AVATAR_COLOURS[(n - 1) % AVATAR_COLOURS.length] ?? '#2f6fe0';
  const letter = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label}>
      <circle cx="32" cy="32" r="32" fill={colour} />
      <circle cx="32" cy="26" r="11" fill="rgba(255,255,255,0.28)" />
      <path d="M12 54c4-11 12-15 20-15s16 4 20 15" fill="rgba(255,255,255,0.28)" />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {letter}
      </text>
      <text x="54" y="60" textAnchor="end" fontSize="10" fill="#ffffff">
        {n}
      </text>
    </svg>
  );
}
