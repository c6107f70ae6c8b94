// Pieces the brand pages share: the page frame, the hero with generated banner art, section
// headings, and the customer-service contact (safety notice first, then the service link).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork } from '../../components/Artwork/Artwork';
import { CustomerServiceNotice } from '../../components/CustomerServiceNotice/CustomerServiceNotice';
import { useRootStore } from '../../stores';

export const PageFrame = styled.div`
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.xl}
    ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.m} ${({ theme }) => theme.space.m}
      ${({ theme }) => theme.space.xl};
    gap: ${({ theme }) => theme.space.l};
  }
`;

const HeroBox = styled.header`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.l};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  min-height: 14rem;
  display: flex;
  align-items: flex-end;
  > svg {
    position: absolute;
    inset: 0;
    height: 100%;
  }
`;

const HeroText = styled.div`
  position: relative;
  width: 100%;
  padding: ${({ theme }) => theme.space.xl};
  background: linear-gradient(to top, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0));
  color: #ffffff;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
  align-items: flex-start;
  h1 {
    margin: 0;
    font-size: 2.25rem;
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: ${({ theme }) => theme.typography.size.l};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.m};
    h1 {
      font-size: 1.75rem;
    }
    p {
      font-size: ${({ theme }) => theme.typography.size.m};
    }
  }
`;

export interface HeroProps {
  code: string;
  category?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The page's title over in-house banner art (the title is written beside, not in the art). */
export function Hero({ code, category = 'PROMO', title, lead, children }: HeroProps) {
  return (
    <HeroBox>
      <Artwork kind="banner" code={code} category={category} title={title} decorative hideTitle />
      <HeroText>
        <h1>{title}</h1>
        <p>{lead}</p>
        {children}
      </HeroText>
    </HeroBox>
  );
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.m};
  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  @media (max-width: 600px) {
    > h2 {
      font-size: ${({ theme }) => theme.typography.size.xl};
    }
  }
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.l};
  padding: ${({ theme }) => theme.space.l};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: 600px) {
    padding: ${({ theme }) => theme.space.m};
  }
`;

/** A button that opens customer service the way the rest of the site does: the safety notice, then the link. */
export function ContactService({ children }: { children: (open: () => void) => ReactNode }) {
  const root = useRootStore();
  const [open, setOpen] = useState(false);
  return (
    <>
      {children(() => setOpen(true))}
      <CustomerServiceNotice
        open={open}
        onOpenChange={setOpen}
        resolveUrl={async () => {
          const data = await root.call('configurationOnlinecustomservice', {});
          return data.url;
        }}
      />
    </>
  );
}
