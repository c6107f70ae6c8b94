// The language a component draws in, read so that it always follows a switch. react-i18next's
// useTranslation listens for the switch only from an effect after the first commit: a component
// drawn while 简/繁 changed (a route or a late module drawn in a transition, in slices) missed the
// event and stayed in the old language until something else drew it again. useSyncExternalStore
// checks the language again once it listens, and draws again when it moved.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { MessageKey } from '../domain/messages';
import { fill } from './fill';

function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/** The current i18n language ('zh-CN' or 'zh-TW'); the component draws again when it changes. */
export function useLanguage(): string {
  const i18n = useI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = () => i18n.language;
  return useSyncExternalStore(subscribe, language, language);
}

/** The catalogue's `t` in the current language (in place of useTranslation().t). */
export function useT(): TFunction {
  const i18n = useI18n();
  const language = useLanguage();
  return useMemo(() => i18n.getFixedT(language), [i18n, language]);
}

/**
 * A domain message in `language`, read from the catalogue with its {{values}} filled; the
 * simplified text where the language has none (spec: fallback simplified).
 */
export function messageText(
  i18n: I18n,
  language: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template: unknown =
    i18n.getResource(language, 'translation', key) ?? i18n.getResource('zh-CN', 'translation', key);
  return typeof template === 'string' ? fill(template, values) : key;
}

/**
 * messageText in the current language, for a text drawn many times in a page's first render (a
 * live match's period, on every card): i18next's t() took about 10 ms on its first call (a slow
 * phone: four times that), in the render of home's live strip and of the board.
 */
export function useMessageText(): (
  key: MessageKey,
  values?: Record<string, string | number>,
) => string {
  const i18n = useI18n();
  const language = useLanguage();
  return useCallback((key, values) => messageText(i18n, language, key, values), [i18n, language]);
}
