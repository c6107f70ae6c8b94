// Pieces the brand pages share: the page frame, the hero with generated banner art, section
// headings, and the customer-service contact (safety notice first, then the service link).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Artwork } from '../../components/Artwork/Artwork';
import { CustomerServiceNotice } from '../../components/CustomerServiceNotice/CustomerServiceNotice';
import { useRootStore } from '../../stores';
import { design } from '../../theme/design';

export const PageFrame = styled.div`
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${design.space.l} ${design.space.xl} ${design.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${design.space.xl};
  @media (max-width: 600px) {
    padding: ${design.space.m} ${design.space.m} ${design.space.xl};
    gap: ${design.space.l};
  }
`;

const HeroBox = styled.header`
  position: relative;
  border-radius: ${design.radius.l};
  overflow: hidden;
  box-shadow: ${design.shadow.card};
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
  padding: ${design.space.xl};
  background: linear-gradient(to top, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0));
  color: #ffffff;
  display: flex;
  flex-direction: column;
  gap: ${design.space.s};
  align-items: flex-start;
  h1 {
    margin: 0;
    font-size: 2.25rem;
    line-height: ${design.typography.lineHeight.tight};
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: ${design.typography.size.l};
    line-height: ${design.typography.lineHeight.normal};
  }
  @media (max-width: 600px) {
    padding: ${design.space.m};
    h1 {
      font-size: 1.75rem;
    }
    p {
      font-size: ${design.typography.size.m};
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
  gap: ${design.space.m};
  > h2 {
    margin: 0;
    font-size: ${design.typography.size.xxl};
    line-height: ${design.typography.lineHeight.tight};
  }
  @media (max-width: 600px) {
    > h2 {
      font-size: ${design.typography.size.xl};
    }
  }
`;

export const Card = styled.div`
  background: ${design.color.surface};
  border: 1px solid ${design.color.border};
  border-radius: ${design.radius.l};
  padding: ${design.space.l};
  box-shadow: ${design.shadow.card};
  @media (max-width: 600px) {
    padding: ${design.space.m};
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
