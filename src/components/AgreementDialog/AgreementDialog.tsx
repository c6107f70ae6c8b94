import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { design } from '../../theme/design';

export type AgreementDoc = 'terms' | 'privacy';

export interface AgreementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doc: AgreementDoc;
  /** Opened over the register form. */
  nested?: boolean;
}

const TERMS = [
  'terms1',
  'terms2',
  'terms3',
  'terms4',
  'terms5',
  'terms6',
  'terms7',
  'terms8',
  'terms9',
  'terms10',
];
const PRIVACY = ['privacy1', 'privacy2', 'privacy3', 'privacy4', 'privacy5'];

const List = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  max-height: 50vh;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${design.space.xs};
  font-size: ${design.typography.size.s};
  line-height: ${design.typography.lineHeight.normal};
`;

/** The terms of service or the privacy policy (spec sections 5 and 9). */
export function AgreementDialog({ open, onOpenChange, doc, nested = true }: AgreementDialogProps) {
  const t = useT();
  const keys = doc === 'terms' ? TERMS : PRIVACY;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      nested={nested}
      size="l"
      title={doc === 'terms' ? t('agreement.termsTitle') : t('agreement.privacyTitle')}
      footer={<Button onClick={() => onOpenChange(false)}>{t('agreement.close')}</Button>}
    >
      <List
        tabIndex={0}
        aria-label={doc === 'terms' ? t('agreement.termsTitle') : t('agreement.privacyTitle')}
      >
        {keys.map((key) => (
          <li key={key}>{t(`agreementText.${key}`)}</li>
        ))}
      </List>
    </Dialog>
  );
}
