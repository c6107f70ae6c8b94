// A short label on a row or a tile: a record's status (shipped, answered, running) or a game's
// hot/new mark. One look on every screen, in the edition's colours: a status is its colour on
// its soft background, a game's mark is solid so it reads over artwork.
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { design } from '../../theme/design';

export type TagTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'hot' | 'new';

/** Each tone's text and background colours; neutral is the tag's own. A tone added to TagTone
 * without its colours does not compile. */
const TONE_COLOURS: Record<
  Exclude<TagTone, 'neutral'>,
  readonly [text: string, background: string]
> = {
  success: [design.color.success, design.color.successSoft],
  warning: [design.color.warning, design.color.warningSoft],
  danger: [design.color.danger, design.color.dangerSoft],
  info: [design.color.info, design.color.infoSoft],
  hot: [design.color.badgeText, design.color.badge],
  new: [design.color.accentText, design.color.accent],
};

// the tone is an attribute, not a function of props: one static class for every tag
const TagBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${design.space.xs};
  border-radius: ${design.radius.round};
  font-size: ${design.typography.size.xs};
  font-weight: ${design.typography.weight.bold};
  line-height: 1.25rem;
  white-space: nowrap;
  color: ${design.color.textMuted};
  background: ${design.color.surfaceSunken};
  ${Object.entries(TONE_COLOURS)
    .map(
      ([tone, [text, background]]) =>
        `&[data-tone='${tone}']{color:${text};background:${background};}`,
    )
    .join('')}
`;

export interface TagProps extends ComponentPropsWithoutRef<'span'> {
  tone: TagTone;
}

export function Tag({ tone, ...props }: TagProps) {
  return <TagBox data-tone={tone} {...props} />;
}
