// The language a component draws in, read so that it always follows a switch. react-i18next's
// useTranslation listens for the switch only from an effect after the first commit: a component
// drawn while 简/繁 changed (a route or a late module drawn in a transition, in slices) missed the
// event and stayed in the old language until something else drew it again. useSyncExternalStore
// checks the language again once it listens, and draws again when it moved.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

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
