// Help centre documents that are part of the product (spec sections 5 and 9): the rules and
// terms (gztk) and the privacy policy (ysgz), from the i18n agreement texts.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { zhCN } from '../../i18n';

export type HelpDoc = 'terms' | 'privacy';

const agreementKeys = Object.keys(zhCN.agreementText ?? {});
export const DOC_KEYS: Record<HelpDoc, string[]> = {
  terms: agreementKeys.filter((k) => k.startsWith('terms')),
  privacy: agreementKeys.filter((k) => k.startsWith('privacy')),
};

const Article = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.l};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.m};
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }
`;

export interface HelpDocScreenProps {
  doc: HelpDoc;
  title: string;
}

export function HelpDocScreen({ doc, title }: HelpDocScreenProps) {
  const { t } = useTranslation();
  return (
    <Article aria-labelledby={`help-doc-${doc}`}>
      <h1 id={`help-doc-${doc}`}>{title}</h1>
      <ol>
        {DOC_KEYS[doc].map((key) => (
          <li key={key}>{t(`agreementText.${key}`)}</li>
        ))}
      </ol>
    </Article>
  );
}
