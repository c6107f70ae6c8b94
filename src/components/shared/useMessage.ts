import { useCallback } from 'react';
import { useT } from '../../i18n/useLanguage';
import { isMessageKey } from '../../domain';

/**
 * Text of a message a store or validator gave: a domain MessageKey is translated, anything else
 * (the server's own message) is shown as it is.
 */
export function useMessage(): (message: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (message) => {
      if (!message) return '';
      return isMessageKey(message) ? t(message) : message;
    },
    [t],
  );
}
