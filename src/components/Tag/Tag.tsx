// A short label on a row or a tile: a record's status (shipped, answered, running) or a game's
// hot/new mark. One look on every screen, in the edition's colours: a status is its colour on
// its soft background, a game's mark is solid so it reads over artwork.
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { design } from '../../theme/design';

export type TagTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'hot' | 'new';

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
  &[data-tone='success'] {
    color: ${design.color.success};
    background: ${design.color.successSoft};
  }
  &[data-tone='warning'] {
    color: ${design.color.warning};
    background: ${design.color.warningSoft};
  }
  &[data-tone='danger'] {
    color: ${design.color.danger};
    background: ${design.color.dangerSoft};
  }
  &[data-tone='info'] {
    color: ${design.color.info};
    background: ${design.color.infoSoft};
  }
  &[data-tone='hot'] {
    color: ${design.color.badgeText};
    background: ${design.color.badge};
  }
  &[data-tone='new'] {
    color: ${design.color.accentText};
    background: ${design.color.accent};
  }
`;

export interface TagProps extends ComponentPropsWithoutRef<'span'> {
  tone: TagTone;
}

export function Tag({ tone, ...props }: TagProps) {
  return <TagBox data-tone={tone} {...props} />;
}
