import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../domain';

/**
 * Text of a message a store or validator gave: a domain MessageKey is translated, anything else
 * (the server's own message) is shown as it is.
 */
export function useMessage(): (message: string | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return '';
      return isMessageKey(message) ? t(message) : message;
    },
    [t],
  );
}
