import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { Spinner } from '../LoadingToast/LoadingToast';
import { design } from '../../theme/design';
import { dialogSurface } from '../../theme/surfaces';

export interface VenueEntryOverlayProps {
  open: boolean;
  /** Default 启动中... */
  text?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${design.color.overlay};
  z-index: ${design.zIndex.loading};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${design.space.s};
  padding: ${design.space.xl};
  ${dialogSurface}
`;

/** Blocks the page while a venue launches (spec section 4): 启动中... */
export function VenueEntryOverlay({ open, text }: VenueEntryOverlayProps) {
  const t = useT();
  if (!open) return null;
  return (
    <Backdrop>
      <Box role="status" aria-live="polite" aria-busy="true">
        <Spinner aria-hidden />
        <span>{text ?? t('venue.starting')}</span>
      </Box>
    </Backdrop>
  );
}
