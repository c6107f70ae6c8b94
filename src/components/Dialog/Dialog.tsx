import * as RadixDialog from '@radix-ui/react-dialog';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useLanguage';
import { useDrawnView } from '../drawnOnServer';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import {
  Close,
  Content,
  Description,
  Footer,
  Header,
  Overlay,
  Title,
  type DialogSize,
} from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes it (close button, Escape) while closable. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** The title is read by assistive technology but not shown. */
  hideTitle?: boolean;
  /** Text read as the dialog's description. */
  description?: ReactNode;
  /** Closable (default): a close button and Escape close it. Not closable: neither does. */
  closable?: boolean;
  /** Buttons under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  /** Opened over another dialog (agreement over the register form). */
  nested?: boolean;
  /** Element to focus first (default: the first focusable element). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Shown only from this many ms after the page's load (guard 7's register prompt): hidden
   * until then by its style, so a page the server drew shows it on time too (there, at
   * PAGE_DUE_MS, which the page's first script marks). */
  shownAt?: number;
  'data-testid'?: string;
}

/**
 * A modal dialog over Radix: focus is trapped inside, Escape closes it when closable, and focus
 * returns to the element that opened it. A click outside never closes it (forms keep their input).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  closable = true,
  footer,
  children,
  size = 'm',
  nested = false,
  onOpenAutoFocus,
  shownAt,
  ...rest
}: DialogProps) {
  const t = useT();
  // The server's drawing of a page with a dialog open (the register prompt), and the browser's
  // first render taking it over, draw it in the page: a portal is the browser's alone. Then React
  // draws it again at once, in its portal.
  const drawn = useDrawnView();
  const Layer = drawn ? Fragment : RadixDialog.Portal;
  // shownAt: in the drawn page, hidden until the page's first script marks its 500 ms
  // (PAGE_DUE_MS); in the browser, for what is left of shownAt when it is first drawn
  const [liveWait] = useState(() => Math.max(0, Math.round((shownAt ?? 0) - performance.now())));
  const later = shownAt === undefined ? null : drawn ? 'drawn' : 'live';
  const style = later === 'live' ? { animationDelay: `${liveWait}ms` } : undefined;
  // Radix returns focus to a Dialog.Trigger; these dialogs are opened by state, so the element
  // focused when the dialog opened gets the focus back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !closable) return;
        onOpenChange?.(next);
      }}
    >
      <Layer>
        <Overlay $nested={nested} $later={later} style={style} />
        <Content
          $nested={nested}
          $size={size}
          $later={later}
          style={style}
          // the drawn dialog is a picture: it answers once the live one has taken its place
          inert={drawn || undefined}
          onEscapeKeyDown={(e) => {
            if (!closable) e.preventDefault();
          }}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) target.focus();
          }}
          data-testid={rest['data-testid']}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            {hideTitle ? (
              <VisuallyHidden>
                <RadixDialog.Title>{title}</RadixDialog.Title>
              </VisuallyHidden>
            ) : (
              <Title>{title}</Title>
            )}
            {closable ? <Close aria-label={t('common.close')}>✕</Close> : null}
          </Header>
          {description ? <Description>{description}</Description> : null}
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </Layer>
    </RadixDialog.Root>
  );
}
