import { useT } from '../../i18n/useLanguage';
import styled from 'styled-components';
import { design } from '../../theme/design';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${design.space.xs};
  font-size: ${design.typography.size.s};
  color: ${design.color.text};
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 2rem;
  height: 2rem;
  padding: 0 ${design.space.xs};
  border-radius: ${design.radius.s};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.primaryText : theme.color.text)};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${design.color.disabledText};
    background: ${design.color.disabledBackground};
  }
`;

/** Page numbers around the current one, with first/last and gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const set = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Nav aria-label={t('pagination.label')}>
      <span>{t('pagination.summary', { total })}</span>
      <PageButton type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pagination.previous')}
      </PageButton>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden>
            …
          </span>
        ) : (
          <PageButton
            key={p}
            type="button"
            $current={p === page}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            onClick={() => onPageChange(p)}
          >
            {p}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
      </PageButton>
    </Nav>
  );
}
